import { expect, test } from './drawn.ts';
import { computedStyle } from './helpers.ts';
import { CONTENT_KIND_ROUTES } from './routes.ts';

// The stylesheets are requested after the first paint (src/post-build/first-screen-css.ts). Until
// the site's has arrived, and on a page with long-form text the long-form one too, what follows the
// first screen is not drawn, rather than drawn with the first screen's rules only; then it is.
for (const [kind, route] of CONTENT_KIND_ROUTES) {
  test(`${kind}: what follows the first screen is drawn only once its stylesheets have arrived`, async ({ page }) => {
    const gates = { site: Promise.withResolvers<void>(), longForm: Promise.withResolvers<void>() };
    await page.route(/\.css$/, async (request) => {
      await (/\/prose\.[^/]*\.css$/.test(request.request().url()) ? gates.longForm : gates.site).promise;
      await request.continue();
    });
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    const footer = () => computedStyle(page, 'body > footer', 'content-visibility');
    await expect(page.locator('[data-first-screen]')).toBeVisible();
    expect(await footer()).toBe('hidden');

    gates.site.resolve();
    // Held or already put in place: the long-form stylesheet's link keeps its mark.
    const longForm = (await page.locator('noscript[data-long-form], link[data-beasties-skip]').count()) > 0;
    if (longForm) {
      // The site's stylesheet has arrived (any linked sheet but the long-form and icon ones).
      await expect.poll(() => page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href && !/\/(prose|icons)\./.test(sheet.href)))).toBe(true);
      expect(await footer()).toBe('hidden');
      gates.longForm.resolve();
    }
    await expect.poll(footer).toBe('visible');
    await expect(page.locator('body > footer a').first()).toBeVisible();
  });
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  for (const [kind, route] of CONTENT_KIND_ROUTES) {
    test(`${kind}: what follows the first screen is drawn`, async ({ page }) => {
      await page.goto(route);
      expect(await computedStyle(page, 'body > footer', 'content-visibility')).toBe('visible');
      await expect(page.locator('body > footer a').first()).toBeVisible();
    });
  }
});
