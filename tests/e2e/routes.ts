import { builtPages } from '../../scripts/built-pages.mjs';

/** Every page in dist/ as a route ("/", "/about", "/blog/zero-trust-in-aws"), without redirect stubs. */
export function builtRoutes(): string[] {
  return builtPages().map((page) => page.route);
}

/** Routes that are content pages (not the 404 and 500 pages). */
export function pageRoutes(): string[] {
  return builtRoutes().filter((route) => route !== '/404' && route !== '/500');
}
