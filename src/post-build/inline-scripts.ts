/**
 * Minifies the inline scripts the pages write as readable source (the theme button and its restore,
 * the copy buttons): on an article they are a fifth of the HTML beyond the page's own text. Runs
 * before the CSP step, which hashes the minified text. Data blocks (JSON-LD, speculation rules) are
 * left alone. Build-time only (Node).
 */
import { transformSync } from 'esbuild';
import { contentRange, edited } from './html.ts';

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'module']);

/** Every page carries the same few scripts: each is minified once. */
const minified = new Map<string, string>();
const minify = (code: string) =>
  minified.get(code) ?? minified.set(code, transformSync(code, { minify: true, target: 'es2022', loader: 'js' }).code.trim()).get(code)!;

export const withMinifiedScripts = (html: string): string =>
  edited(html, (doc) =>
    doc
      .querySelectorAll('script')
      .filter((script) => !script.hasAttribute('src') && SCRIPT_TYPES.has((script.getAttribute('type') ?? '').toLowerCase()))
      .map((script) => ({ ...contentRange(html, script), text: minify(script.rawText) })),
  );
