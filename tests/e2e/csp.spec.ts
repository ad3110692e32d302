import { expect, test } from '@playwright/test';
import { watchConsole, watchCspViolations } from './helpers';
import { CONTENT_KIND_ROUTES } from './routes';

test.describe('every kind of page works under its Content-Security-Policy with a clean console', () => {
  for (const width of [390, 1280]) {
    test(`one page of each kind at ${width}px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const errors = watchConsole(page);
      const violations = await watchCspViolations(page);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      for (const [, route] of CONTENT_KIND_ROUTES) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
      }
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      // Nothing leaves the site on load: fonts, icons and scripts are all served from it.
      expect(requests.filter((url) => !url.startsWith('http://localhost:4321/'))).toEqual([]);
    });
  }
});
