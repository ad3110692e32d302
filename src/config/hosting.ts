/**
 * How the CDN serves dist/: headers and permanent redirects, written as `_headers` and `_redirects`
 * in the syntax Cloudflare and Netlify share. Plain data, importable from Node scripts. Both hosts
 * join the values of a header two matching rules set, which turns two policies into one the browser
 * misreads, so each header is set by one rule per path: what every response carries in `/*`, the
 * rest in rules that cannot match the same path.
 */
import { ADMIN_PATH, isAdminPath } from './cms.ts';
import { HEADER_POLICY } from './csp.ts';
import { ASSETS_PATH, articleMarkdownPath } from './paths.ts';
import { LEGACY_SERVICE_REDIRECTS } from './service-catalog.ts';

/** Headers for every response. The page CSP itself is a <meta> with hashes; frame-ancestors only works in a header. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': HEADER_POLICY,
};

/**
 * Fingerprinted build assets never change under the same name: cache them for a year. Given by one
 * rule per emitted file, never a `/_astro/*` pattern: Cloudflare applies `_headers` by path whatever
 * the status, so a pattern would make a miss (a file asked for during a deployment) an immutable 404.
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'public, max-age=31536000, immutable',
};

/**
 * Every page: revalidated on each visit, so a deployment shows at once. No Cross-Origin-Opener-Policy:
 * a public page holds nothing of a visitor's for another site's window to read, and `same-origin`
 * made every first visit switch browsing-context group, a cost on the first paint and the main thread
 * that Lighthouse measured (docs/decisions.md, The first paint). The editor keeps its own (below).
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
};

/**
 * The Markdown twins as plain text: every browser shows it rather than downloading it, and CDNs
 * compress text/plain, not text/markdown (Cloudflare's list has only text/x-markdown).
 */
const MARKDOWN_TWIN_PATTERN = articleMarkdownPath('*');
const MARKDOWN_TWIN_HEADERS: Readonly<Record<string, string>> = { 'Content-Type': 'text/plain; charset=utf-8' };

/**
 * The content editor (src/integrations/cms-admin.ts), its page and its files in one pattern: Netlify's
 * `/admin/*` also matches `/admin`, Cloudflare's does not. Its CSP is a <meta> in its own page.
 */
const ADMIN_PATTERN = `${ADMIN_PATH}*`;
const ADMIN_HEADERS: Readonly<Record<string, string>> = {
  // Signing in through an OAuth helper opens a pop-up that reports back to this window.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
  // The editor and its configuration change with every release of the site: always revalidate.
  'Cache-Control': 'no-cache',
};

/** Permanent redirects: old addresses and the pages that replace them. */
export const REDIRECTS: Readonly<Record<string, string>> = { ...LEGACY_SERVICE_REDIRECTS };

/** A redirect page's policy allows nothing: it has no script, style, image or form, and no policy governs its refresh. */
const REDIRECT_PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'";

/** The page left at an old address for hosts that ignore `_redirects`: it sends the browser on, and names the new one. */
export function redirectPage(to: string, canonical: string, lang: string): string {
  const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${REDIRECT_PAGE_CSP}"><title>Moved to ${escapeHtml(to)}</title><meta http-equiv="refresh" content="0; url=${escapeHtml(to)}"><meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(canonical)}"></head><body><p>This page has moved to <a href="${escapeHtml(to)}">${escapeHtml(to)}</a>.</p></body></html>\n`;
}

/** One `_headers` rule: a path pattern (`*` for any rest, `:name` for one segment) and its headers. */
interface HeaderRule {
  pattern: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * The patterns that give the pages their headers, from the built pages' addresses: the pages at the
 * top level by name, deeper ones by their folder (`/blog/:page`), so the file stays within
 * Cloudflare's 100 rules however many articles there are. None matches the editor or /_astro/.
 */
function pagePatterns(addresses: Iterable<string>): string[] {
  const patterns = new Set<string>();
  for (const address of addresses) {
    if (isAdminPath(address)) continue;
    const folder = address.slice(0, address.lastIndexOf('/'));
    patterns.add(folder === '' ? address : `${folder}/:page`);
  }
  return [...patterns].sort();
}

/** Cloudflare reads at most this many rules from `_headers` (Workers static assets, Headers). */
export const MAX_HEADER_RULES = 100;

/** Every header rule, for the pages at `addresses` and the fingerprinted files at `assets` (their paths under ASSETS_PATH). */
export function headerRules(addresses: Iterable<string>, assets: Iterable<string> = []): HeaderRule[] {
  return [
    { pattern: '/*', headers: SECURITY_HEADERS },
    ...[...assets]
      .filter((path) => path.startsWith(ASSETS_PATH))
      .sort()
      .map((pattern) => ({ pattern, headers: ASSET_HEADERS })),
    { pattern: MARKDOWN_TWIN_PATTERN, headers: MARKDOWN_TWIN_HEADERS },
    { pattern: ADMIN_PATTERN, headers: ADMIN_HEADERS },
    ...pagePatterns(addresses).map((pattern) => ({ pattern, headers: PAGE_HEADERS })),
  ];
}

/** The `_headers` file for the pages at `addresses` and the fingerprinted files at `assets`. */
export function headersFile(addresses: Iterable<string>, assets: Iterable<string> = []): string {
  const blocks = headerRules(addresses, assets).map(({ pattern, headers }) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Generated from src/config/hosting.ts at build time.\n${blocks.join('\n\n')}\n`;
}

/**
 * Every redirect rule: each old address as it was linked, with a trailing slash and with `.html`,
 * so each spelling gets one permanent redirect to the new page (both hosts keep the query string).
 * Plain `301`, not Netlify's `301!`, which Cloudflare rejects with the whole file.
 */
export function redirectRules(): { from: string; to: string; status: 301 }[] {
  return Object.entries(REDIRECTS).flatMap(([from, to]) =>
    [from, `${from}/`, `${from}.html`].map((spelling) => ({ from: spelling, to, status: 301 as const })),
  );
}

export function redirectsFile(): string {
  const lines = redirectRules().map(({ from, to, status }) => `${from}  ${to}  ${status}`);
  return `# Generated from src/config/hosting.ts at build time.\n${lines.join('\n')}\n`;
}
