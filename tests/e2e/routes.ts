import { CONTACT_PATH, HOME_PATH } from '../../src/config/paths.ts';
import { ERROR_ROUTES, PAGE_KINDS } from '../expected-site.ts';

/**
 * One route of each kind of page, as `[kind, route]`. The browser checks run on these, since pages
 * of one kind share their layout and components; the dist tests check every built route.
 */
export const KIND_ROUTES = Object.entries(PAGE_KINDS);

/** The same, without the error pages. */
export const CONTENT_KIND_ROUTES = KIND_ROUTES.filter(([, route]) => !ERROR_ROUTES.includes(route));

/** Every kind of page but those with a form (home, contact) and the error pages, which log the missing path. */
export const NO_SCRIPT_ROUTES = CONTENT_KIND_ROUTES.map(([, route]) => route).filter((route) => ![HOME_PATH, CONTACT_PATH].includes(route));
