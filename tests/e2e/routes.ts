import { ERROR_ROUTES, PAGE_KINDS } from '../expected-site';

/**
 * One route of each kind of page, as `[kind, route]`. The browser checks run on these, since pages
 * of one kind share their layout and components; the dist tests check every built route.
 */
export const KIND_ROUTES = Object.entries(PAGE_KINDS);

/** The same, without the error pages. */
export const CONTENT_KIND_ROUTES = KIND_ROUTES.filter(([, route]) => !ERROR_ROUTES.includes(route));
