// Full-page screenshots of built pages at phone and desktop widths, for looking at what we ship.
// Usage: node scripts/commands/screenshot.mjs [--base http://localhost:4321] [--out shots] [--scheme dark] /path ...
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../test-support/find-browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args.splice(index, 2)[1];
};
const base = option('--base', 'http://localhost:4321');
const out = option('--out', 'shots');
const widths = option('--widths', '390,1280').split(',').map(Number);
const scheme = option('--scheme', 'light');
const paths = args.length ? args : ['/'];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1, colorScheme: scheme });
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    // Bands below the first screen are drawn only near the viewport (content-visibility: auto), and
    // a full-page capture does not scroll, so they would come out blank: draw every one first.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('*')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      }
    });
    const file = `${out}/${path
      .replace(/^\/$/, 'home')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')}-${width}${scheme === 'dark' ? '-dark' : ''}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
