/** Build-environment facts, read once: the site's origin and where the forms post. */
import { PUBLIC_CONTACT_FORM_ENDPOINT } from 'astro:env/client';
import { formEndpoint } from '../config/forms.ts';

/** The deployed site's origin, from Astro's `site` setting (astro.config.mjs): the only place it is set. */
export const SITE_ORIGIN: string = import.meta.env.SITE;

/** Where the contact and newsletter forms post: the site's own Worker, or the form service when one is configured. */
export const FORM_ACTIONS = formEndpoint(PUBLIC_CONTACT_FORM_ENDPOINT);
