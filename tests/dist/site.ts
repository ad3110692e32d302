import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { gunzipSync } from 'node:zlib';
import { builtPages, routeOfFile } from '../../scripts/runtime/built-pages.mjs';
import { routePath, SEARCH_INDEX_PATH } from '../../src/config/paths.ts';

export { routeOfFile as routeOf };

export const DIST = 'dist';

if (!existsSync(join(DIST, 'index.html'))) {
  throw new Error('dist/ has no build: run `npm run build` before the dist tests.');
}

export interface BuiltPage {
  /** Route as linked: "/", "/about", "/blog/zero-trust-in-aws". */
  route: string;
  file: string;
  html: string;
  doc: HTMLElement;
}

/** Every built HTML page except the redirect stubs, parsed once. */
export const pages: BuiltPage[] = builtPages(DIST).map((page) => ({ ...page, doc: parse(page.html) }));

export const page = (route: string): BuiltPage => {
  const found = pages.find((candidate) => candidate.route === route);
  if (!found) throw new Error(`No built page for ${route}`);
  return found;
};

/** The pages a visitor can reach: everything but the 404 and 500 pages. */
export const contentPages = pages.filter(({ route }) => route !== '/404' && route !== '/500');

/** The file a root-relative path is served from, or undefined when nothing would answer it. */
export function fileFor(path: string): string | undefined {
  const clean = path.replace(/[?#].*$/, '');
  const candidates = clean === '/' ? ['index.html'] : [`${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`, clean.slice(1)];
  return candidates.map((candidate) => join(DIST, candidate)).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The JSON-LD objects of a page. */
export function jsonLd(doc: HTMLElement): { '@type': string; [key: string]: unknown }[] {
  return doc.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.textContent));
}

/** The route of every page in the full-text index (Pagefind names the file, the search links the route), once per time it is indexed. */
export function searchIndexUrls(): string[] {
  const fragments = join(DIST, SEARCH_INDEX_PATH, 'fragment');
  return readdirSync(fragments).map((file) =>
    routePath((JSON.parse(gunzipSync(readFileSync(join(fragments, file))).toString().replace(/^pagefind_dcd/, '')) as { url: string }).url),
  );
}
