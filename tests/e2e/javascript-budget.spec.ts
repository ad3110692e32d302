import { expect, test } from './drawn.ts';
import { settled } from './settled.ts';

// Pages with nothing to hydrate download no script at all: checked on every kind of page in
// page-kinds.spec.ts. The home page's form is the exception, and waits until it is near.

test.describe('the home page form loads its script only as it nears the screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a phone visitor who stays at the top downloads no script; scrolling towards the form loads it, and it hydrates', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await settled(page);
    expect(scripts).toEqual([]);

    await page.locator('#contact').scrollIntoViewIfNeeded();
    const island = page.locator('astro-island[component-url*="/ContactForm."]');
    await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
    expect(scripts.some((url) => url.includes('/ContactForm.'))).toBe(true);
  });
});
