/**
 * The page CSP after the build has rewritten a page (critical CSS inlined): `script-src` and
 * `style-src` list exactly the hashes of the inline scripts and styles the page now has, so a
 * page allows no inline code but its own. Build-time only (Node).
 */
import { createHash } from 'node:crypto';
import { FULL_TEXT_SEARCH_MARKER } from './full-text-search.ts';

const STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;
/**
 * Inline scripts the browser checks against `script-src`: no `src`, and JavaScript or a speculation
 * rule set (which the browser only follows when its hash is allowed), not data such as application/ld+json.
 */
const SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
const CSP_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;

/** `'sha256-…'` of an inline element's text, as CSP compares it. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (values: string[]) => [...new Set(values)];

/** The hashes of the page's inline scripts and styles. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!) && !/\stype="(?!module|text\/javascript|speculationrules)[^"]*"/.test(attributes!))
    .map(([, , text]) => inlineHash(text!));
  const styles = [...html.matchAll(STYLE)].map(([, text]) => inlineHash(text!));
  return { scripts: unique(scripts), styles: unique(styles) };
}

/** The page with `script-src` and `style-src` set to `'self'` plus the hashes of its own inline code. */
export function withInlineHashes(html: string): string {
  const meta = CSP_META.exec(html);
  if (!meta) throw new Error('The page has no Content-Security-Policy meta tag to update');
  const { scripts, styles } = inlineHashes(html);
  const directives = meta[2]!
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^(script|style)-src\b/.test(directive));
  // The blog's full-text search runs Pagefind's WebAssembly: that page, and only that page, allows it.
  const wasm = html.includes(FULL_TEXT_SEARCH_MARKER) ? " 'wasm-unsafe-eval'" : '';
  const policy = [...directives, `script-src 'self'${wasm} ${scripts.join(' ')}`.trim(), `style-src 'self' ${styles.join(' ')}`.trim()];
  return html.replace(CSP_META, `$1${policy.join('; ')}$3`);
}
