import { expect, test } from './drawn.ts';
import type { Page } from '@playwright/test';
import { computedStyle } from './helpers.ts';
import { PAGE_KINDS } from '../expected-site.ts';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(23, 26, 33)';

test('follows the system setting with no script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/about');
  expect(await background(page)).toBe(DARK);
  await expect(page.getByRole('button', { name: /^Theme/ })).toBeHidden();
  await context.close();
});

test('the theme button shows the saved choice in the first paint, before the rest of the page has arrived', async ({ page }) => {
  // The parser can pause after the header, and the page paints meanwhile: this is the page at that
  // moment. The button used to appear, and then show its icon, only when a script after it ran.
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({ response, body: html.slice(0, html.indexOf('</header>') + '</header>'.length) });
  });
  await page.goto('/about');
  const button = page.getByRole('button', { name: /^Theme/ });
  await expect(button).toBeVisible();
  await expect(button.locator('.theme-dark')).toBeVisible();
  await expect(button.locator('.theme-system')).toBeHidden();
});

test('the header button cycles system → light → dark and remembers the choice across pages', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  const button = page.getByRole('button', { name: /^Theme/ });
  await expect(button).toHaveAccessibleName(/^Theme: system/);
  expect(await background(page)).toBe(DARK);

  await button.click();
  await expect(button).toHaveAccessibleName(/^Theme: light/);
  expect(await background(page)).toBe(LIGHT);
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', '#ffffff');

  await button.click();
  await expect(button).toHaveAccessibleName(/^Theme: dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await background(page)).toBe(DARK);

  // The choice is applied before the first paint of the next page: no flash of the other theme.
  await page.goto(PAGE_KINDS.article!, { waitUntil: 'commit' });
  await page.waitForSelector('body');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await background(page)).toBe(DARK);

  await page.getByRole('button', { name: /^Theme/ }).click();
  await expect(page.getByRole('button', { name: /^Theme/ })).toHaveAccessibleName(/^Theme: system/);
  expect(await background(page)).toBe(LIGHT);
});

test('dark bands, code blocks and diagrams stay legible in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(PAGE_KINDS.article!);
  // Code blocks keep their dark background in both themes.
  expect(await computedStyle(page, '.article-prose pre', 'background-color')).toBe('rgb(14, 16, 21)');
  // Diagrams are drawn for each theme, on its own surface: the dark drawing shows, never an inverted light one.
  const shown = () =>
    page
      .locator('figure.diagram > button picture')
      .evaluateAll((pictures) => pictures.filter((picture) => getComputedStyle(picture).display !== 'none').map((picture) => picture.className));
  expect(await shown()).toEqual([expect.stringContaining('diagram-dark')]);
  expect(await computedStyle(page, 'figure.diagram .diagram-dark img', 'filter')).toBe('none');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await shown()).toEqual([expect.stringContaining('diagram-light')]);
});
