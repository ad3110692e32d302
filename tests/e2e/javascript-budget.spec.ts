import { expect, test, type Page } from '@playwright/test';
import { CONTACT_PATH, HOME_PATH } from '../../src/lib/paths';
import { CONTENT_KIND_ROUTES } from './routes';

/** JavaScript files a visit downloads (Astro's small inline island bootstrap is not a file). */
async function scriptsLoaded(page: Page, path: string) {
  const scripts: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), bytes: (await response.body()).length });
    }
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(300);
  return scripts;
}

/** Every kind of page but those with a form (home, contact) and the not-found page, which logs the missing path. */
const NO_SCRIPT_PAGES = CONTENT_KIND_ROUTES.map(([, route]) => route).filter((route) => ![HOME_PATH, CONTACT_PATH].includes(route));

for (const width of [1280, 390]) {
  test.describe(`${width}px visits download no JavaScript where nothing needs it`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    for (const path of NO_SCRIPT_PAGES) {
      test(path, async ({ page }) => {
        expect(await scriptsLoaded(page, path)).toEqual([]);
      });
    }
  });
}

test.describe('the home page form loads its script only as it nears the screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a phone visitor who stays at the top downloads no script; scrolling towards the form loads it, and it hydrates', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    expect(scripts).toEqual([]);

    await page.locator('#contact').scrollIntoViewIfNeeded();
    const island = page.locator('astro-island[component-url*="/ContactForm."]');
    await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
    expect(scripts.some((url) => url.includes('/ContactForm.'))).toBe(true);
  });
});
