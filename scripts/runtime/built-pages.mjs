// The pages in a build folder, as the routes they are linked at. Shared by the dist tests, the
// browser tests and the benchmark, so they all agree on what a page is; and where its forms post.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'node-html-parser';
import { ADMIN_PATH, routePath } from '../../src/config/paths.ts';

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
 * Folders that hold no page of the site: fingerprinted assets, social cards, the search index, and
 * the content editor (/admin), an app with its own policy and no site chrome, which the site's
 * post-build steps and page checks (head, budgets, CSP meta, accessibility of the site) must not touch.
 */
const SKIPPED_FOLDERS = ['_astro', 'og', 'pagefind', ADMIN_PATH.slice(1)];

/**
 * Every HTML file under `dir`, redirect pages included (not the fingerprinted assets, social cards or
 * search index).
 * @param {string} dir
 * @returns {string[]}
 */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.includes(name) ? [] : htmlFiles(path);
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

/**
 * The distinct `action` addresses of the POST forms under `dir`, in the order first found: what
 * the pages will do, whatever today's environment says (`npm start --no-build` serves an older dist/).
 * @param {string} dir
 * @returns {string[]}
 */
export function builtFormActions(dir) {
  const actions = new Set();
  for (const file of htmlFiles(dir)) {
    for (const [tag] of readFileSync(file, 'utf8').matchAll(/<form\b[^>]*>/g)) {
      const form = parse(`${tag}</form>`).querySelector('form');
      if (form?.getAttribute('method')?.toLowerCase() === 'post' && form.getAttribute('action')) actions.add(form.getAttribute('action'));
    }
  }
  return [...actions];
}
