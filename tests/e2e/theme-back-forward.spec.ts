import { expect, test } from './drawn.ts';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/test-support/find-browser.mjs';
import { ABOUT_PATH, HOME_PATH } from '../../src/config/paths.ts';
import { THEME_COLORS } from '../../src/lib/seo.ts';

// Playwright starts Chromium with the back-forward cache off (--disable-back-forward-cache), which
// hid this from every test: here it is on, as in every browser a visitor uses, and in the full
// browser, since the headless shell the rest of the suite runs in keeps no page in that cache.
const executablePath = findChromium();
test.use({ launchOptions: { args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'], ...(executablePath && { executablePath }) } });

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('a page brought back by Back from the cache shows the theme chosen since, and its button says so', async ({ page }) => {
  await page.goto(HOME_PATH);
  expect(await background(page)).toBe('rgb(255, 255, 255)');
  // Gone if the page is loaded again rather than restored from the cache.
  await page.evaluate(() => Object.assign(window, { leftForAbout: true }));
  await page.goto(ABOUT_PATH);
  const button = page.getByRole('button', { name: /^Theme/ });
  await button.click();
  await button.click();
  await expect(button).toHaveAccessibleName(/^Theme: dark/);

  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
  expect(await page.evaluate(() => 'leftForAbout' in window), 'the home page came back from the cache').toBe(true);
  await expect(page.getByRole('button', { name: /^Theme/ })).toHaveAccessibleName(/^Theme: dark/);
  expect(await background(page)).toBe('rgb(23, 26, 33)');
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', THEME_COLORS.dark);
});
