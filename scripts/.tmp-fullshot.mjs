// Full-page screenshot in a colour scheme, split into viewport-height tiles for viewing.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-browser.mjs';
const [path, width, scheme, out, tiles = '3'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 }, colorScheme: scheme });
await page.goto(`http://localhost:4321${path}`, { waitUntil: 'networkidle' });
const height = await page.evaluate(() => document.documentElement.scrollHeight);
const tileH = Math.ceil(height / Number(tiles));
for (let i = 0; i < Number(tiles); i += 1) {
  await page.screenshot({ path: `${out}-${i}.png`, fullPage: true, clip: { x: 0, y: i * tileH, width: Number(width), height: Math.min(tileH, height - i * tileH) } });
}
console.log(height);
await browser.close();
