import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-browser.mjs';
const [path, width = '390'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
async function boxes(block) {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 844 } });
  if (block) await page.route(/\/_astro\/(Container|styles)[^/]*\.css$/, (r) => r.abort());
  await page.goto(`http://localhost:4321${path}`, { waitUntil: 'networkidle' });
  const out = await page.evaluate(() => [...document.querySelectorAll('body *')].slice(0, 400).map((e, i) => { const r = e.getBoundingClientRect(); const cs = getComputedStyle(e); return { i, tag: e.tagName + '.' + (e.className?.baseVal ?? e.className ?? '').toString().slice(0, 60), y: Math.round(r.y), h: Math.round(r.height), w: Math.round(r.width), d: cs.display, m: cs.marginTop, p: cs.paddingTop, lh: cs.lineHeight, fs: cs.fontSize }; }));
  await page.close();
  return out;
}
const a = await boxes(true), b = await boxes(false);
let shown = 0;
for (let i = 0; i < Math.min(a.length, b.length) && shown < 12; i += 1) {
  const x = a[i], y = b[i];
  if (Math.abs(x.h - y.h) > 2 && x.i > 55) { console.log(JSON.stringify(x), '\n  ->', JSON.stringify(y)); shown += 1; }
}
await browser.close();
