import { expect, test } from './drawn.ts';
import { builtPages } from '../../scripts/runtime/built-pages.mjs';
import { articlePath } from '../../src/config/paths.ts';

/** An article with code blocks, found in the build rather than named. */
const article = builtPages().find((page) => page.route.startsWith(articlePath('')) && page.html.includes('class="code-copy"'))!.route;

test.describe('copying a code block', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the keyboard reaches "Copy code", which puts the block on the clipboard and says "Copied"', async ({ page }) => {
    await page.goto(article);
    const block = page.locator('.article-prose pre').nth(1);
    const button = page.locator('.code-copy').nth(1);
    await button.scrollIntoViewIfNeeded();
    await expect(button).toHaveAccessibleName('Copy code');
    const before = await block.boundingBox();
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAccessibleName('Copied');
    // The label changes in place: the code below it does not move.
    expect(await block.boundingBox()).toEqual(before);
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('code').textContent());
    await expect(button).toHaveAccessibleName('Copy code');
  });

  test('every code block has its button, and keyboard focus goes button then code', async ({ page }) => {
    await page.goto(article);
    const blocks = page.locator('.article-prose pre');
    await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(await blocks.count());
    await page.getByRole('button', { name: 'Copy code' }).first().focus();
    await page.keyboard.press('Tab');
    await expect(blocks.first()).toBeFocused();
  });

  test('is left out of print', async ({ page }) => {
    await page.goto(article);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.code-bar').first()).toBeHidden();
    await expect(page.locator('.article-prose pre').first()).toBeVisible();
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('no copy button shows, and the space it will take is already there', async ({ page, browser }) => {
    await page.goto(article);
    await expect(page.locator('.code-copy').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
    const withScript = await browser.newPage({ permissions: ['clipboard-write'] });
    await withScript.goto(article);
    const position = (p: typeof page) => p.locator('.article-prose pre').first().boundingBox();
    expect(await position(page)).toEqual(await position(withScript));
    await withScript.close();
  });
});
