import { expect, test, type Page } from '@playwright/test';
import { waitForIsland } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function openMenu(page: Page, path = '/about') {
  await page.goto(path);
  await waitForIsland(page, 'MobileMenu');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog', { name: 'Site menu' });
  await expect(panel).toBeVisible();
  return panel;
}

const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

test('opens a panel with every link, locks scrolling and keeps focus inside', async ({ page }) => {
  const panel = await openMenu(page);
  await expect(panel.getByRole('link')).toHaveText(['Services', 'Solutions', 'Blog', 'About', 'Contact', 'Get Started']);
  await expect(panel.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  expect(await scrollLocked(page)).toBe(true);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 800);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

  await expect(panel.getByRole('link', { name: 'Services' })).toBeFocused();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
});

test('Escape closes it, gives scrolling back and returns focus to the button', async ({ page }) => {
  await openMenu(page);
  await page.keyboard.press('Escape');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
  await expect(toggle).toBeFocused();
  expect(await scrollLocked(page)).toBe(false);
});

test('the close button and a tap outside close it', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  await page.getByTestId('menu-backdrop').click({ position: { x: 2, y: 300 } });
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
  expect(await scrollLocked(page)).toBe(false);
});

test('following a link navigates and leaves the menu closed', async ({ page }) => {
  const panel = await openMenu(page);
  await panel.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await waitForIsland(page, 'MobileMenu');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
  expect(await scrollLocked(page)).toBe(false);
});

test('desktop shows the full navigation and no menu button', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await page.close();
});
