/**
 * How the CDN serves dist/: the HTTP headers and the permanent redirects. The build writes them
 * as `_headers` and `_redirects` (src/post-build/integration.ts, read by Netlify and
 * Cloudflare Pages) and `npm start` applies the same rules, so what is tried locally is what ships.
 * Plain data, importable from Node scripts.
 */
import { ADMIN_PATH, CMS_API_ORIGIN, CMS_PACKAGE_ORIGIN, CMS_STATUS_ORIGIN, isAdminPath } from './cms.ts';
import { HEADER_POLICY } from './csp.ts';
import { SPECULATION_RULES_PATH } from './paths.ts';
import { LEGACY_SERVICE_REDIRECTS } from './service-catalog.ts';

/** Headers for every response. The page CSP itself is a <meta> with hashes; frame-ancestors only works in a header. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': HEADER_POLICY,
};

/**
 * Prerendering on intent: every page names the rule set (src/lib/speculation-rules.ts) in a header
 * rather than carrying it inline, which costs each page about 220 bytes and a CSP hash. The file
 * must be served with its own media type, or the browser ignores it.
 */
export const SPECULATION_HEADERS: Readonly<Record<string, string>> = { 'Speculation-Rules': `"${SPECULATION_RULES_PATH}"` };
export const SPECULATION_RULES_FILE_HEADERS: Readonly<Record<string, string>> = { 'Content-Type': 'application/speculationrules+json' };

/** Fingerprinted build assets never change under the same name: cache them for a year. */
export const ASSET_PREFIX = '/_astro/';
export const ASSET_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'public, max-age=31536000, immutable',
};

/**
 * The content editor is a single-page app with a policy of its own, sent as a header (the page is
 * the package's, with no meta policy): scripts and fonts from this origin only (src/integrations/
 * cms-admin.ts serves the fonts Sveltia would fetch from a CDN); the GitHub API, its status feed and
 * the package's version check for its requests; blob: and data: for files it reads from the
 * repository and its own icons; avatars from GitHub. It writes its styles at run time, hence
 * 'unsafe-inline' for styles here and on no page of the site.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  `connect-src 'self' data: blob: ${CMS_API_ORIGIN} ${CMS_STATUS_ORIGIN} ${CMS_PACKAGE_ORIGIN}`,
  "frame-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
].join('; ');

export const ADMIN_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': ADMIN_CSP,
  // Signing in through an OAuth helper opens a pop-up that reports back to this window.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
  // The editor and its configuration change with every release of the site: always revalidate.
  'Cache-Control': 'no-cache',
};

/** Permanent redirects: old addresses and the pages that replace them. */
export const REDIRECTS: Readonly<Record<string, string>> = { ...LEGACY_SERVICE_REDIRECTS };

/**
 * The policy of a redirect page: it has no script, style, image or form, and the refresh that sends
 * the browser on is not something a policy governs, so it allows nothing at all.
 */
const REDIRECT_PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'";

/**
 * The small page left at an old address for hosts that ignore `_redirects`: valid HTML that sends
 * the browser on at once and tells search engines where the page lives now.
 */
export function redirectPage(to: string, canonical: string, lang: string): string {
  const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${REDIRECT_PAGE_CSP}"><title>Moved to ${escapeHtml(to)}</title><meta http-equiv="refresh" content="0; url=${escapeHtml(to)}"><meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(canonical)}"></head><body><p>This page has moved to <a href="${escapeHtml(to)}">${escapeHtml(to)}</a>.</p></body></html>\n`;
}

/** Headers for a path, as the CDN would send them. */
export function headersFor(pathname: string): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    ...SPECULATION_HEADERS,
    ...(pathname.startsWith(ASSET_PREFIX) ? ASSET_HEADERS : {}),
    ...(pathname === SPECULATION_RULES_PATH ? SPECULATION_RULES_FILE_HEADERS : {}),
    ...(isAdminPath(pathname) ? ADMIN_HEADERS : {}),
  };
}

/** The `_headers` file. */
export function headersFile(): string {
  const block = (pattern: string, headers: Readonly<Record<string, string>>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  // Hosts merge every block that matches; a second CSP header only narrows the first, so the
  // editor's policy adds to the site-wide frame-ancestors, base-uri and object-src rules.
  const admin = [ADMIN_PATH, `${ADMIN_PATH}/*`].map((pattern) => block(pattern, ADMIN_HEADERS));
  const blocks = [
    block('/*', { ...SECURITY_HEADERS, ...SPECULATION_HEADERS }),
    block(`${ASSET_PREFIX}*`, ASSET_HEADERS),
    block(SPECULATION_RULES_PATH, SPECULATION_RULES_FILE_HEADERS),
    ...admin,
  ];
  return `# Generated from src/config/hosting.ts at build time.\n${blocks.join('\n\n')}\n`;
}

/**
 * The `_redirects` file. `301!` forces the redirect even where a file exists at the old path
 * (Astro writes a small redirect page there for hosts without this file).
 */
export function redirectsFile(): string {
  const lines = Object.entries(REDIRECTS).map(([from, to]) => `${from}  ${to}  301!`);
  return `# Generated from src/config/hosting.ts at build time.\n${lines.join('\n')}\n`;
}
