// Where a built site's forms post, read from its HTML: what the pages will do, whatever today's
// environment says. `npm start --no-build` serves an older dist/ and must follow it.
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { htmlFiles } from './built-pages.mjs';

/**
 * The distinct `action` addresses of the POST forms in the HTML files under `dir`, in the order
 * first found.
 * @param {string} dir
 * @returns {string[]}
 */
export function builtFormActions(dir) {
  const actions = new Set();
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    for (let at = html.indexOf('<form'); at !== -1; at = html.indexOf('<form', at + 1)) {
      const end = html.indexOf('>', at);
      if (end === -1) break;
      const form = parse(`${html.slice(at, end + 1)}</form>`).querySelector('form');
      const action = form?.getAttribute('action');
      if (action && form?.getAttribute('method')?.toLowerCase() === 'post') actions.add(action);
    }
  }
  return [...actions];
}
