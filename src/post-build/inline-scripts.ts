/**
 * Minifies the inline scripts the pages write as readable source (the theme button and its restore,
 * the copy buttons): on an article they are a fifth of the HTML beyond the page's own text. Run
 * before the CSP step, which hashes the minified text. Data blocks (JSON-LD, speculation rules) and
 * the island loader, built minified, are left alone. Build-time only (Node).
 */
import { transformSync } from 'esbuild';
import { contentRange, type Edit, type PageDocument } from './html-edits.ts';
import { isIslandLoader } from './island-runtime.ts';

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'module']);

const minifiedScripts = new Map<string, string>();

/** `code` minified; the same string when minifying it changes nothing. Every page carries the same few scripts, so each is minified once. */
function minifyScript(code: string): string {
  let minified = minifiedScripts.get(code);
  if (minified === undefined) {
    const output = transformSync(code, { minify: true, target: 'es2022', loader: 'js' }).code.trim();
    minified = output.length < code.length ? output : code;
    minifiedScripts.set(code, minified);
  }
  return minified;
}

export function minifiedScriptEdits(page: PageDocument): Edit[] {
  const edits: Edit[] = [];
  for (const script of page.root.querySelectorAll('script')) {
    if (script.hasAttribute('src') || isIslandLoader(script) || !SCRIPT_TYPES.has((script.getAttribute('type') ?? '').toLowerCase())) continue;
    const code = script.rawText;
    const minified = minifyScript(code);
    if (minified === code) continue;
    edits.push({ ...contentRange(page.html, script), text: minified });
  }
  return edits;
}
