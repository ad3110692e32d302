/**
 * The Content-Security-Policy, in one place: Astro writes it as a <meta> into every page, the build
 * adds each page's inline hashes (src/post-build/csp-hashes.ts), `_headers` sends what a <meta>
 * cannot carry, and the tests read the same lists. Plain data, importable from Node scripts.
 */

type DirectiveName = 'default-src' | 'img-src' | 'font-src' | 'connect-src' | 'form-action' | 'base-uri' | 'object-src';

/**
 * The page policy's directives: forms post to the site itself, or also to `formOrigin`, a
 * third-party form service. Only directives every engine knows: Safari logs an error for one it
 * does not (`manifest-src`), and `default-src` covers the web-app manifest as well. A fetch
 * directive that would repeat `default-src` (fonts; the forms' requests to the site itself) is left
 * to it: every first response carries this policy.
 */
export function pageDirectives(formOrigin?: string): `${DirectiveName} ${string}`[] {
  const forms = formOrigin ? `'self' ${formOrigin}` : "'self'";
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    ...(formOrigin ? [`connect-src ${forms}` as const] : []),
    `form-action ${forms}`,
    "base-uri 'self'",
    "object-src 'none'",
  ];
}

/** Where scripts and stylesheets may come from, before the build adds each page's inline hashes. */
export const SCRIPT_RESOURCES: readonly string[] = ["'self'"];
export const STYLE_RESOURCES: readonly string[] = ["'self'"];

/** Hashes of code the build cannot see in a page (none today); they survive the build's rewrite. */
export const SCRIPT_HASHES: readonly `sha256-${string}`[] = [];
export const STYLE_HASHES: readonly `sha256-${string}`[] = [];

/** Compiling WebAssembly: allowed only on pages that run the full-text search engine (they render the marker). */
export const WASM_SCRIPT_SOURCE = "'wasm-unsafe-eval'";

/**
 * The hosts Sveltia CMS names in its documented Content-Security-Policy ("Setting up Content Security
 * Policy" in its README) besides the Git host: unpkg.com for its version check and the code it loads
 * on demand (the WebP encoder for Safari), GitHub's status feed, and the CDN of its interface fonts.
 */
export const EDITOR_HOSTS = {
  packages: 'https://unpkg.com',
  status: 'https://www.githubstatus.com',
  fonts: 'https://cdn.jsdelivr.net',
} as const;

/**
 * The content editor's own policy, a <meta> in its page: what Sveltia documents for a GitHub backend,
 * and no other host. It writes its styles at run time, hence 'unsafe-inline' for styles here and on
 * no page of the site; frame-ancestors is the header policy's, as a <meta> cannot carry it.
 */
export function editorPolicy(apiOrigin: string): string {
  return [
    "default-src 'self' blob:",
    `script-src 'self' ${WASM_SCRIPT_SOURCE} ${EDITOR_HOSTS.packages}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    `font-src 'self' ${EDITOR_HOSTS.fonts}`,
    `connect-src 'self' data: blob: ${apiOrigin} ${EDITOR_HOSTS.status} ${EDITOR_HOSTS.packages}`,
    "frame-src 'self' blob:",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** What only a response header can enforce (`frame-ancestors` is ignored in <meta>), plus two directives that also guard files with no <meta>. */
export const HEADER_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";
