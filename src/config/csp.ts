/**
 * The Content-Security-Policy, in one place. astro.config.mjs gives these directives to Astro, which
 * writes them as a <meta> into every page; the build then adds the hashes of each page's own inline
 * code to `script-src` and `style-src` (src/post-build/csp-hashes.ts); `_headers` sends what a <meta> policy
 * cannot carry (src/config/hosting.ts); the tests read the same lists. Plain data, importable from
 * Node scripts.
 */

type DirectiveName = 'default-src' | 'img-src' | 'font-src' | 'connect-src' | 'form-action' | 'base-uri' | 'object-src' | 'manifest-src';

/** The page policy's directives, for forms that post to `formOrigin`. */
export function pageDirectives(formOrigin: string): `${DirectiveName} ${string}`[] {
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${formOrigin}`,
    `form-action 'self' ${formOrigin}`,
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
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

/** What only a response header can enforce (`frame-ancestors` is ignored in <meta>), plus two directives that also guard files with no <meta>. */
export const HEADER_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";
