// Screenshot a page region: node scripts/.tmp-shot.mjs <path> <width> <selector|scrollY> <out> [height]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-browser.mjs';
const [path, width, target, out, height = '900', ...flags] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, colorScheme: flags.includes('dark') ? 'dark' : 'light', javaScriptEnabled: !flags.includes('nojs') });
await page.goto(`http://localhost:4321${path}`, { waitUntil: 'networkidle' });
if (/^\d+$/.test(target)) { await page.evaluate((y) => window.scrollTo(0, y), Number(target)); await page.waitForTimeout(300); await page.screenshot({ path: out }); }
else { const el = page.locator(target).first(); await el.scrollIntoViewIfNeeded(); await page.waitForTimeout(500); await el.screenshot({ path: out }); }
await browser.close();
