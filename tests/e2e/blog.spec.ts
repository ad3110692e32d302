import { expect, test, type Page } from '@playwright/test';
import { delayScripts, notHydrated, waitForIsland } from './helpers';

/** Opens the blog and uses the explorer as a visitor would (a plain /blog waits for that first use). */
async function openBlog(page: Page, query = '') {
  await page.goto(`/blog${query}`);
  if (!query) await page.getByRole('searchbox', { name: 'Search articles' }).focus();
  await waitForIsland(page, 'BlogExplorer');
}
const cards = (page: Page) => page.locator('main ul li').filter({ has: page.getByRole('link', { name: 'Read Article' }) });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\d+ articles?$`) });

test('the pre-rendered page lists all twelve articles, newest first, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/blog');
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first()).toContainText('Running a 30-Day Web3 Pilot');
  await expect(cards(page).first()).toContainText('Oct 14, 2025');
  await expect(cards(page).last()).toContainText('Terraform State Management');
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute('placeholder', 'Search articles...');
  await context.close();
});

test('search matches title, description and category, ignoring case and spaces', async ({ page }) => {
  await openBlog(page);
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill('  TERRAFORM ');
  await expect(cards(page)).not.toHaveCount(12);
  const shown = await cards(page).allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) expect(text.toLowerCase()).toContain('terraform');
  await expect(page.getByText(`${shown.length} articles found`)).toBeVisible();

  await search.fill('database');
  await expect(cards(page).filter({ hasText: 'Zero-Downtime Database Migrations' })).toHaveCount(1);
  for (const text of await cards(page).allInnerTexts()) expect(text.toLowerCase()).toContain('database');
});

test('tabs filter by category, show counts and follow the arrow keys', async ({ page }) => {
  await openBlog(page);
  await expect(page.getByRole('tablist', { name: 'Article categories' }).getByRole('tab')).toHaveCount(7);
  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'All')).toContainText('12');

  await tab(page, 'DevOps').click();
  await expect(tab(page, 'DevOps')).toHaveAttribute('aria-selected', 'true');
  const devops = cards(page);
  const count = Number((await tab(page, 'DevOps').innerText()).match(/\d+/)?.[0]);
  await expect(devops).toHaveCount(count);
  for (const text of await devops.allInnerTexts()) expect(text).toContain('DEVOPS');

  await tab(page, 'Infrastructure').click();
  const categories = await cards(page).locator('p.uppercase').allInnerTexts();
  expect(new Set(categories)).toEqual(new Set(['INFRASTRUCTURE', 'DATABASE']));

  await tab(page, 'All').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Web3')).toBeFocused();
  await expect(tab(page, 'Web3')).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(3);
  await page.keyboard.press('End');
  await expect(tab(page, 'Infrastructure')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
});

test('a search with no match says so', async ({ page }) => {
  await openBlog(page);
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('quantum basket weaving');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
});

test('search text and tab live in the URL and survive a reload', async ({ page }) => {
  await openBlog(page);
  await tab(page, 'Security').click();
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('zero trust');
  await expect(page).toHaveURL(/\/blog\?q=zero\+trust&category=security$/);
  await page.reload();
  await waitForIsland(page, 'BlogExplorer');
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('zero trust');
  await expect(tab(page, 'Security')).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(1);

  await openBlog(page, '?category=cloud-architecture');
  await expect(tab(page, 'Cloud Architecture')).toHaveAttribute('aria-selected', 'true');
  const categories = await cards(page).locator('p.uppercase').allInnerTexts();
  expect(new Set(categories)).toEqual(new Set(['SERVERLESS', 'ARCHITECTURE']));
});

test('Recent follows the visitor’s clock: articles from the last 30 days', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-10-20T12:00:00Z'));
  // No interaction: the page was rendered for a later clock, so the explorer hydrates by itself.
  await page.goto('/blog');
  await waitForIsland(page, 'BlogExplorer');
  const recent = cards(page).filter({ has: page.getByText('Recent', { exact: true }) });
  await expect(recent).toHaveCount(2);
  await expect(recent.nth(0)).toContainText('Running a 30-Day Web3 Pilot');
  await expect(recent.nth(1)).toContainText('Real-World Asset Tokenization');
  await expect(page.getByText('Recently updated')).toBeVisible();
  // Recent articles outside the selected tab do not count.
  await tab(page, 'DevOps').click();
  await expect(page.getByText('Recently updated')).toBeHidden();
});

test('nothing is Recent a year later, and long reads are Featured', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-21T12:00:00Z'));
  await openBlog(page);
  await expect(cards(page).filter({ has: page.getByText('Recent', { exact: true }) })).toHaveCount(0);
  await expect(page.getByText('Recently updated')).toBeHidden();
  const featured = cards(page).filter({ has: page.getByText('Featured', { exact: true }) });
  expect(await featured.count()).toBeGreaterThan(0);
  for (const text of await featured.allInnerTexts()) expect(Number(text.match(/(\d+) min read/)?.[1])).toBeGreaterThanOrEqual(15);
  const plain = cards(page).filter({ hasNot: page.getByText('Featured', { exact: true }) });
  for (const text of await plain.allInnerTexts()) expect(Number(text.match(/(\d+) min read/)?.[1])).toBeLessThan(15);
});

test('an article has its contents, share row and way back', async ({ page }) => {
  await page.goto('/blog/zero-trust-in-aws');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zero Trust Security in AWS');
  await expect(page.getByText('15 min read')).toBeVisible();
  await expect(page.getByText('Last updated November 2026')).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
  expect(await contents.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '#principles',
    '#aws-foundation',
    '#identity-access',
    '#network-security',
    '#data-protection',
    '#monitoring',
  ]);
  await contents.nth(3).click();
  await expect(page).toHaveURL(/#network-security$/);
  await expect(page.locator('#network-security')).toBeInViewport();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/zero-trust-in-aws$/);
  await expect(page.getByRole('link', { name: /Share on X/ })).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?/);
  await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveCount(2);
});

test('the explorer downloads nothing until it is used, and at once for a filtered address', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/blog');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);
  expect(await notHydrated(page, 'BlogExplorer')).toBe(true);
  await page.getByRole('searchbox', { name: 'Search articles' }).focus();
  await waitForIsland(page, 'BlogExplorer');
  expect(scripts.length).toBeGreaterThan(0);

  // The pre-rendered markup shows every article; an address with a filter cannot wait.
  await page.goto('/blog?category=security');
  await waitForIsland(page, 'BlogExplorer');
  await expect(tab(page, 'Security')).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(1);
});

test.describe('before the explorer has loaded (a slow phone)', () => {
  test('text typed into the search is kept and applied once the script arrives', async ({ page }) => {
    await delayScripts(page);
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('terraform');
    expect(await notHydrated(page, 'BlogExplorer')).toBe(true);
    await waitForIsland(page, 'BlogExplorer');
    await expect(search).toHaveValue('terraform');
    await expect(page).toHaveURL(/\/blog\?q=terraform$/);
    await expect(cards(page)).not.toHaveCount(12);
    for (const text of await cards(page).allInnerTexts()) expect(text.toLowerCase()).toContain('terraform');
  });

  test('a tab tapped early is the tab selected once the script arrives', async ({ page }) => {
    await delayScripts(page);
    await page.goto('/blog');
    expect(await notHydrated(page, 'BlogExplorer')).toBe(true);
    await tab(page, 'Security').click();
    await expect(page).toHaveURL(/\/blog\?category=security$/);
    await waitForIsland(page, 'BlogExplorer');
    await expect(tab(page, 'Security')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(1);
  });

  test('without JavaScript the search form submits to /blog?q= and the page still lists every article', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('canary');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=canary$/);
    await expect(cards(page)).toHaveCount(12);
    await context.close();
  });
});

test.describe('full-text search', () => {
  test('loads nothing until a visitor types, then lists pages whose text matches, with the section to jump to', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openBlog(page);
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);

    // "use_lockfile" appears in the text of the state article only, never in a title or summary.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('use_lockfile');
    const section = page.getByRole('region', { name: 'In the text of our articles and service pages' });
    await expect(section.getByText(/pages? mentions? “use_lockfile”/)).toBeVisible({ timeout: 15_000 });
    expect(requests.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
    const match = section.getByRole('link', { name: 'Terraform State Management' });
    await expect(match).toHaveAttribute('href', '/blog/terraform-state-management');
    await expect(section.locator('mark').first()).toBeVisible();
    const jump = section.locator('a[href^="/blog/terraform-state-management#"]').first();
    const href = await jump.getAttribute('href');
    await jump.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${href!.split('#')[1]}"]`)).toBeInViewport();
  });

  test('finds service pages too', async ({ page }) => {
    await openBlog(page);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('conformance packs');
    const section = page.getByRole('region', { name: 'In the text of our articles and service pages' });
    await expect(section.getByRole('link', { name: 'Security Consulting' }).first()).toBeVisible({ timeout: 15_000 });
  });
});
