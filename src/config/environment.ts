/**
 * The build's environment, read once and checked: where the site is deployed (`SITE_URL`) and where
 * its forms post (`PUBLIC_CONTACT_FORM_ENDPOINT`). astro.config.mjs takes its settings from here, and
 * declares the same variables to `astro:env`, through which pages read them. Build-time only (Node).
 */
import { LOCAL_INBOX_URL } from './forms.ts';

/** The canonical origin of a build that names none: local previews and tests. */
const DEFAULT_SITE_URL = 'https://www.example.com';
interface BuildEnvironment {
  /** The canonical origin: canonical URLs, Open Graph, sitemap, feed. */
  site: string;
  /** A real deployment: SITE_URL names a host other than this machine. */
  deploying: boolean;
  /** Where the contact and newsletter forms post. */
  formEndpoint: string;
  /** No form service is configured: forms post to the local inbox (`npm start`). */
  localInbox: boolean;
}

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$/;

function url(name: string, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new Error(`${name} is "${value}", which is not an absolute URL. Set it to an address such as https://www.your-firm.com.`);
  }
}

/** The environment of a build, or an error that names the variable to set and how. */
export function readBuildEnvironment(env: Record<string, string | undefined> = process.env): BuildEnvironment {
  const siteUrl = env.SITE_URL || undefined;
  const deploying = siteUrl !== undefined && !LOCAL_HOST.test(url('SITE_URL', siteUrl).hostname);
  const configured = env.PUBLIC_CONTACT_FORM_ENDPOINT || undefined;
  if (configured) {
    const endpoint = url('PUBLIC_CONTACT_FORM_ENDPOINT', configured);
    if (deploying && endpoint.protocol !== 'https:') {
      throw new Error(
        `PUBLIC_CONTACT_FORM_ENDPOINT is ${configured}: a deployment's forms must post over https, or every message travels in the clear. Set it to your form service's https submission address.`,
      );
    }
  } else if (deploying) {
    throw new Error(
      `SITE_URL is ${siteUrl}, a deployment, but PUBLIC_CONTACT_FORM_ENDPOINT is not set: the contact and newsletter forms would post to ${LOCAL_INBOX_URL} on each visitor's own machine. ` +
        "Set PUBLIC_CONTACT_FORM_ENDPOINT to your form service's submission address (for example https://formspree.io/f/<id>), or leave SITE_URL unset for a local build.",
    );
  }
  return { site: siteUrl ?? DEFAULT_SITE_URL, deploying, formEndpoint: configured ?? LOCAL_INBOX_URL, localInbox: !configured };
}
