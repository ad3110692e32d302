// Screenshot from the top of one element to the bottom of another
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-browser.mjs';
const [path, width, from, to, out, ...flags] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: flags.includes('dark') ? 'dark' : 'light' });
await page.goto(`http://localhost:4321${path}`, { waitUntil: 'networkidle' });
const a = await page.locator(from).first().boundingBox(); const b = await page.locator(to).first().boundingBox();
await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: a.y - 20, width: Number(width), height: b.y + b.height - a.y + 40 } });
await browser.close();
