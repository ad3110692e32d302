import { expect, test, type Page } from '@playwright/test';

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

test.describe('desktop visits download no JavaScript where nothing needs it', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ['/about', '/solutions', '/solutions/obsidian-edge', '/services', '/services/cloud-architecture', '/services/web3-development', '/privacy']) {
    test(path, async ({ page }) => {
      expect(await scriptsLoaded(page, path)).toEqual([]);
    });
  }

  test('an article loads only the copy-link behaviour, under 2 KB', async ({ page }) => {
    const scripts = await scriptsLoaded(page, '/blog/zero-trust-in-aws');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.url).toMatch(/ShareRow/);
    expect(scripts[0]!.bytes).toBeLessThan(2048);
  });
});

test.describe('phones hydrate the menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu island loads on a small screen', async ({ page }) => {
    const scripts = await scriptsLoaded(page, '/about');
    expect(scripts.some((script) => /MobileMenu/.test(script.url))).toBe(true);
  });
});
