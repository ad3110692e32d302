/**
 * The page CSP after the build has rewritten a page: the hashes of exactly the inline code the page
 * now has join the sources configured in src/config/csp.ts; hashes of code the build removed do not.
 * Only our templates' code is hashed: code inside the content region (`[data-content]`, where
 * layouts render an editor's file) fails the build, behind the content rules that refuse it first
 * (src/schemas/content-rules.ts). Build-time only (Node).
 */
import { createHash } from 'node:crypto';
import { SCRIPT_HASHES, STYLE_HASHES, WASM_SCRIPT_SOURCE } from '../config/csp.ts';
import { FULL_TEXT_SEARCH_MARKER } from '../lib/full-text-search.ts';
import { contentRange, edited, type HTMLElement, removeElement, sourceOf } from './html.ts';
import { expectUpstream } from '../lib/upstream-contract.ts';

/** `'sha256-…'` of an inline element's text, as CSP compares it. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script types the browser runs (and so the policy governs); JSON-LD and other data blocks are not. */
const RUN_TYPES = new Set(['', 'module', 'text/javascript', 'speculationrules']);

/** A policy as directive name → sources, in order. */
function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const isHash = (source: string) => /^'sha(256|384|512)-/.test(source);

/** Configured sources, configured hashes, then the page's own hashes, each once. */
function merged(configured: readonly string[], keepHashes: readonly string[], pageHashes: readonly string[], extra: readonly string[] = []): string[] {
  const kept = configured.filter((source) => !isHash(source) || keepHashes.includes(source.slice(1, -1)));
  return [...new Set([...kept, ...extra, ...keepHashes.map((hash) => `'${hash}'`), ...pageHashes])];
}

/** Elements that run or embed code. */
const CODE_ELEMENTS = new Set(['script', 'style', 'iframe', 'object', 'embed']);

/** Throws when the region where layouts render an editor's file carries code. */
function refuseCodeInContent(doc: HTMLElement, where: string): void {
  for (const region of doc.querySelectorAll('[data-content]')) {
    for (const element of region.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      // Attribute names as the parser reads them: `title="… onclick=x() …"` is text, not a handler.
      const handler = Object.keys(element.attributes).find((name) => /^on/i.test(name));
      const found = CODE_ELEMENTS.has(tag) ? `<${tag}>` : handler ? `an event handler (${handler}) on <${tag}>` : undefined;
      if (found) throw new Error(`${where}: its content carries ${found}. Content cannot run code, and the CSP hashes only the site's own templates.`);
    }
  }
}

/**
 * The page with the hashes of its inline code merged into its CSP <meta>, which moves to the start
 * of the head right after `<meta charset>`: the browser must meet the charset within the first
 * 1,024 bytes, and a policy in a <meta> governs only what comes after it (Astro writes it after the
 * page's own head elements, the theme script among them).
 */
export const withInlineHashes = (html: string, where = 'a page'): string =>
  edited(html, (doc) => {
    refuseCodeInContent(doc, where);
    const meta = doc.querySelector('head > meta[http-equiv="content-security-policy"]');
    const charset = doc.querySelector('head > meta[charset]');
    expectUpstream(meta, 'astro', 'security.csp writes <meta http-equiv="content-security-policy"> into every head', where);
    expectUpstream(charset, 'astro', 'every page has <meta charset> in its head', where);
    const policy = parsePolicy(meta.getAttribute('content') ?? '');
    const scripts = doc
      .querySelectorAll('script')
      .filter((script) => !script.hasAttribute('src') && RUN_TYPES.has((script.getAttribute('type') ?? '').toLowerCase()))
      .map((script) => inlineHash(script.rawText));
    const styles = doc.querySelectorAll('style').map((style) => inlineHash(style.rawText));
    // The blog's full-text search runs Pagefind's WebAssembly: pages that render its marker, and only those, allow it.
    const wasm = doc.querySelector(`[${FULL_TEXT_SEARCH_MARKER}]`) ? [WASM_SCRIPT_SOURCE] : [];
    policy.set('script-src', merged(policy.get('script-src') ?? ["'self'"], SCRIPT_HASHES, scripts, wasm));
    policy.set('style-src', merged(policy.get('style-src') ?? ["'self'"], STYLE_HASHES, styles));
    const content = [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
    const policyMeta = `<meta http-equiv="content-security-policy" content="${content.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
    const headStart = contentRange(html, charset.parentNode!).start;
    return [{ start: headStart, end: headStart, text: sourceOf(html, charset) + policyMeta }, removeElement(charset), removeElement(meta)];
  });
