import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
const gz = (t) => gzipSync(t, { level: 6 }).length;
const file = process.argv[2];
const html = readFileSync(file, 'utf8');
const doc = parse(html);
console.log('total raw', html.length, 'gz', gz(html));
for (const sel of ['style', 'script', 'svg', 'head', 'header', 'footer', 'main', 'link', 'meta']) {
  const els = doc.querySelectorAll(sel);
  const t = els.map((e) => e.outerHTML).join('');
  console.log(sel.padEnd(8), els.length, 'raw', t.length, 'gz-alone', gz(t));
}
const without = (sel) => {
  const d = parse(html);
  for (const e of d.querySelectorAll(sel)) e.remove();
  return gz(d.toString());
};
for (const sel of ['style', 'script', 'svg', 'header', 'footer', 'main', 'head meta', 'head link', 'main section', 'template'])
  console.log('without', sel.padEnd(14), gz(html) - without(sel));
for (const s of doc.querySelectorAll('script'))
  console.log('  script', (s.getAttribute('type') || 'js').padEnd(20), s.rawText.length, gz(s.rawText), s.rawText.slice(0, 60).replace(/\n/g, ' '));
