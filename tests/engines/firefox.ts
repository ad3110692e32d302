/**
 * Firefox, driven by puppeteer-core over WebDriver BiDi: Debian's firefox-esr (or FIREFOX_PATH),
 * headless, a fresh profile per page. A page script reports CSP violations to the console, where
 * they are collected with the page's errors.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Page } from 'puppeteer-core';
import type { EnginePage } from './engine.ts';
import { isDrawn } from '../e2e/drawn.ts';

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

export function findFirefox(): string {
  const path = process.env.FIREFOX_PATH ?? CANDIDATES.find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path))
    throw new Error('No Firefox for the cross-engine tests: install one (Debian: `apt-get install -y firefox-esr`) or set FIREFOX_PATH.');
  return path;
}

/**
 * Starts a navigation from the page and waits until another document has loaded. Puppeteer's own
 * goto() and goBack() wait forever once a page has come back from the back-forward cache (its BiDi
 * navigation tracking misses the restore), so the page is asked to navigate and watched instead,
 * until it is drawn whole (isDrawn).
 */
async function navigate(page: Page, start: () => Promise<unknown>) {
  // Each document has its own time origin; one restored from the cache keeps its first one.
  const left = await page.evaluate(() => performance.timeOrigin);
  await start();
  await page
    .waitForFunction((origin) => performance.timeOrigin !== origin && document.readyState === 'complete', { polling: 100, timeout: 30_000 }, left)
    .catch(async (error) => {
      throw new Error(`firefox: no new page loaded within 30 s (at ${await page.evaluate(() => location.href).catch(() => '?')}): ${error}`);
    });
  await page.waitForFunction(isDrawn, { polling: 100, timeout: 10_000 });
}

export async function openFirefox(baseURL: string): Promise<EnginePage> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: findFirefox(), headless: true });
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return {
    engine: 'firefox',
    goto: (path) => navigate(page, () => page.evaluate((url) => location.assign(url), new URL(path, baseURL).href)),
    evaluate: <T>(body: string) => page.evaluate(`(async () => { ${body} })()`) as Promise<T>,
    click: async (selector) => {
      await page.locator(selector).click();
    },
    type: async (selector, text) => {
      await page.locator(selector).fill('');
      await page.type(selector, text);
    },
    press: async (key) => {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else await page.keyboard.press(key);
    },
    back: () => navigate(page, () => page.evaluate(() => history.back())),
    resize: (width, height) => page.setViewport({ width, height }),
    screenshot: async () => Buffer.from(await page.screenshot()),
    problems: async () => problems.splice(0),
    close: () => browser.close(),
  };
}
