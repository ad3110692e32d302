import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every page in dist/ as a route ("/", "/about", "/blog/zero-trust-in-aws"), without redirect stubs. */
export function builtRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '_astro') walk(path);
      } else if (name.endsWith('.html')) {
        const route = `/${relative('dist', path).replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
        routes.push(route);
      }
    }
  };
  walk('dist');
  return routes.filter((route) => !['/services/devops-transformation', '/services/security-compliance'].includes(route)).sort();
}

/** Routes that are content pages (not the 404 and 500 pages). */
export function pageRoutes(): string[] {
  return builtRoutes().filter((route) => route !== '/404' && route !== '/500');
}
