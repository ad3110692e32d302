import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect.poll(() => logged.find((line) => line.includes('/no/such/page'))).toBeTruthy();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cutting through Complexity');
});

test('the error page reads "Unexpected Application Error!"', async ({ page }) => {
  await page.goto('/500');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

test('old service addresses redirect to the pages that replaced them', async ({ page }) => {
  await page.goto('/services/devops-transformation');
  await expect(page).toHaveURL(/\/services\/devops-automation$/);
  await page.goto('/services/security-compliance');
  await expect(page).toHaveURL(/\/services\/security-consulting$/);
});
