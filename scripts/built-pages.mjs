// The pages in a build folder, as the routes they are linked at. Shared by the dist tests, the
// browser tests and the benchmark, so they all agree on what a page is.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { routePath } from '../src/lib/paths.ts';

/** @typedef {{ route: string, file: string, html: string }} BuiltPage */

/**
 * The route a built file answers: dist/blog/x.html → /blog/x, dist/index.html → /.
 * @param {string} file
 * @param {string} [dir]
 * @returns {string}
 */
export function routeOfFile(file, dir = 'dist') {
  return routePath(`/${relative(dir, file)}`);
}

/**
 * Every HTML page under `dir` (not the fingerprinted assets or social cards), in route order,
 * without the redirect stubs Astro writes for old addresses: those are `<meta http-equiv="refresh">`.
 * @param {string} [dir]
 * @returns {BuiltPage[]}
 */
export function builtPages(dir = 'dist') {
  /** @type {(folder: string) => string[]} */
  const files = (folder) =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return name === '_astro' || name === 'og' ? [] : files(path);
      return name.endsWith('.html') ? [path] : [];
    });
  return files(dir)
    .map((file) => ({ route: routeOfFile(file, dir), file, html: readFileSync(file, 'utf8') }))
    .filter((page) => !page.html.includes('http-equiv="refresh"'))
    .sort((a, b) => a.route.localeCompare(b.route));
}
