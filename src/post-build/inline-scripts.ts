/**
 * Minifies the inline scripts the pages write as readable source (the theme button and its restore,
 * the after-paint loader, the copy buttons): on an article they are a fifth of the HTML beyond the
 * page's own text. The head's scripts become one, so the first response carries one CSP hash for
 * them; each is a block of its own, so joining them changes no scope. Runs before the CSP step, which
 * hashes the minified text. Data blocks (JSON-LD, speculation rules) are left alone. Build-time only (Node).
 */
import { transformSync } from 'esbuild';
import { contentRange, edited, type HTMLElement, removeElement } from './html.ts';

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'module']);

/** Every page carries the same few scripts: each is minified once. */
const minified = new Map<string, string>();
const minify = (code: string) =>
  minified.get(code) ?? minified.set(code, transformSync(code, { minify: true, target: 'es2022', loader: 'js' }).code.trim()).get(code)!;

const isClassicInline = (script: HTMLElement) => !script.hasAttribute('src') && (script.getAttribute('type') ?? '') === '';

export const withMinifiedScripts = (html: string): string =>
  edited(html, (doc) => {
    const [head, ...alsoInHead] = doc.querySelectorAll('head script').filter(isClassicInline);
    const joined = head
      ? [{ ...contentRange(html, head), text: minify([head, ...alsoInHead].map((script) => script.rawText).join('\n;')) }, ...alsoInHead.map(removeElement)]
      : [];
    const others = doc
      .querySelectorAll('script')
      .filter((script) => !script.hasAttribute('src') && SCRIPT_TYPES.has((script.getAttribute('type') ?? '').toLowerCase()))
      .filter((script) => script !== head && !alsoInHead.includes(script))
      .map((script) => ({ ...contentRange(html, script), text: minify(script.rawText) }));
    return [...joined, ...others];
  });
