import { parse } from 'node-html-parser';
import { builtPages } from './built-pages.mjs';
const set = new Map();
for (const p of builtPages()) { const t = parse(p.html).querySelector('body').text; for (const ch of t) set.set(ch, (set.get(ch) ?? 0) + 1); }
const non = [...set].filter(([c]) => c.codePointAt(0) > 126).sort((a, b) => b[1] - a[1]);
console.log(non.map(([c, n]) => `${c} U+${c.codePointAt(0).toString(16)} ${n}`).join('\n'));
