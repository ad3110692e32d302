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
 * Every HTML file under `dir`, redirect pages included (not the fingerprinted assets, social cards or
 * search index). The build's post-processing steps (src/integrations/) walk the output with it.
 * @param {string} [dir]
 * @returns {string[]}
 */
export function htmlFiles(dir = 'dist') {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['_astro', 'og', 'pagefind'].includes(name) ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Every HTML page under `dir`, in route order, without the redirect pages written at old
 * addresses: those are `<meta http-equiv="refresh">`.
 * @param {string} [dir]
 * @returns {BuiltPage[]}
 */
export function builtPages(dir = 'dist') {
  return htmlFiles(dir)
    .map((file) => ({ route: routeOfFile(file, dir), file, html: readFileSync(file, 'utf8') }))
    .filter((page) => !page.html.includes('http-equiv="refresh"'))
    .sort((a, b) => a.route.localeCompare(b.route));
}
