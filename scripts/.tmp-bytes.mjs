import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { builtPages } from './built-pages.mjs';
const gz = (t) => gzipSync(t, { level: 9 }).length;
for (const p of builtPages()) {
  const doc = parse(p.html);
  const main = doc.querySelector('main')?.textContent ?? '';
  const style = [...p.html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + m[1].length, 0);
  const scripts = [...p.html.matchAll(/<script(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + m[1].length, 0);
  console.log(p.route.padEnd(48), 'gz', gz(p.html), 'main', gz(main), 'over', gz(p.html) - gz(main), 'css', style, 'js', scripts);
}
