import { expect, test } from './drawn.ts';
import type { Page } from '@playwright/test';
import { MAIN_NAV } from '../../src/config/navigation.ts';
import { BLOG_PATH } from '../../src/config/paths.ts';

/** The way back the not-found and error pages offer: a link in the page's main content to the home page. */
const homeLink = (page: Page) => page.getByRole('main').locator('a[href="/"]');

test('an unknown path answers 404 with a page that says so, logs the path and leads home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect.poll(() => logged.find((line) => line.includes('/no/such/page'))).toBeTruthy();
  // The main pages are a link away.
  const routes = page.getByRole('navigation', { name: 'Main pages' });
  expect(await routes.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(MAIN_NAV.map(({ href }) => href));
  await homeLink(page).first().click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the not-found page searches the articles', async ({ page }) => {
  await page.goto('/no/such/page');
  await page.getByRole('searchbox', { name: 'Search the articles' }).fill('terraform');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`${BLOG_PATH}\\?q=terraform$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the error page has a heading and leads home', async ({ page }) => {
  await page.goto('/500');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(homeLink(page)).toBeVisible();
});

test('old service addresses redirect to the pages that replaced them', async ({ page }) => {
  await page.goto('/services/devops-transformation');
  await expect(page).toHaveURL(/\/services\/devops-automation$/);
  await page.goto('/services/security-compliance');
  await expect(page).toHaveURL(/\/services\/security-consulting$/);
});
