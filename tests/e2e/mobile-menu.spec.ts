import { expect, test } from './drawn.ts';
import type { Page } from '@playwright/test';
import { GET_STARTED, MAIN_NAV } from '../../src/config/navigation.ts';
import { settled } from './settled.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const panel = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });
const island = (page: Page) => page.locator('astro-island[component-url*="/MobileMenu."]');
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

/** Opens the menu with a tap, then waits for the island the tap started loading. */
async function openMenu(page: Page, path = '/about') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(panel(page)).toBeVisible();
  await expect(island(page)).not.toHaveAttribute('ssr', /.*/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  return panel(page);
}

/** Scrolls with the wheel and reports how far the page moved once it has settled. */
async function wheelScroll(page: Page) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(200, 600);
  await page.mouse.wheel(0, 800);
  await settled(page);
  return (await page.evaluate(() => window.scrollY)) - before;
}

test('its button shows one icon: the bars while the menu is closed, the cross while it is open', async ({ page }) => {
  await page.goto('/about');
  const bars = page.locator('.menu-icon-closed');
  const cross = page.locator('.menu-icon-open');
  await expect(bars).toBeVisible();
  await expect(cross).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(panel(page)).toBeVisible();
  await expect(cross).toBeVisible();
  await expect(bars).toBeHidden();
});

test('opens a panel with every link, locks scrolling and keeps focus inside', async ({ page }) => {
  const menu = await openMenu(page);
  await expect(menu.getByRole('link')).toHaveText([...MAIN_NAV, GET_STARTED].map((link) => link.label));
  await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  expect(await scrollLocked(page)).toBe(true);
  expect(await wheelScroll(page)).toBe(0);

  await expect(menu.getByRole('link', { name: 'Services' })).toBeFocused();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
});

test('the page scrolls normally while the menu is closed', async ({ page }) => {
  await page.goto('/about');
  expect(await scrollLocked(page)).toBe(false);
  expect(await wheelScroll(page)).toBeGreaterThan(0);
});

test('Escape closes it, gives scrolling back and returns focus to the button', async ({ page }) => {
  await openMenu(page);
  await page.keyboard.press('Escape');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toBeHidden();
  await expect(toggle).toBeFocused();
  expect(await scrollLocked(page)).toBe(false);
});

test('the close button and a tap outside close it', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(panel(page)).toBeHidden();

  // On a phone the panel covers the width; on a tablet the page shows beside it, under a backdrop.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(panel(page)).toBeVisible();
  await page.locator('.menu-backdrop').click({ position: { x: 2, y: 300 } });
  await expect(panel(page)).toBeHidden();
  expect(await scrollLocked(page)).toBe(false);
});

test('following a link navigates and leaves the menu closed', async ({ page }) => {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(panel(page)).toBeHidden();
  expect(await scrollLocked(page)).toBe(false);
});

test('loads no script until the button is used, and the first tap opens the menu at once', async ({ page }) => {
  const scripts: string[] = [];
  const arrived: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  page.on('requestfinished', (request) => request.resourceType() === 'script' && arrived.push(request.url()));
  // A slow phone: every script takes three seconds to arrive.
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);

  await page.getByRole('button', { name: 'Open menu' }).click();
  // Open, with scrolling locked, before any script has arrived: the markup does it alone. (A
  // stopwatch would time the machine: on a busy 2-core runner a tap's round trip alone can pass 1 s.)
  await expect(panel(page)).toBeVisible({ timeout: 2500 });
  expect(await scrollLocked(page)).toBe(true);
  expect(arrived).toEqual([]);
  // The tap started loading what the menu needs; it hydrates once that arrives.
  expect(scripts.length).toBeGreaterThan(0);
  await expect.poll(() => scripts.some((url) => /MobileMenu/.test(url)), { timeout: 15_000 }).toBe(true);
  await expect(island(page)).not.toHaveAttribute('ssr', /.*/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens, locks scrolling, and closes with the button, Escape or a tap outside', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Contact' })).toBeVisible();
    expect(await scrollLocked(page)).toBe(true);
    await toggle.click();
    await expect(panel(page)).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    await page.setViewportSize({ width: 768, height: 1024 });
    await toggle.click();
    await page.locator('.menu-backdrop').click({ position: { x: 2, y: 300 } });
    await expect(panel(page)).toBeHidden();
  });
});

test('desktop shows the full navigation and no menu button', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await page.close();
});
