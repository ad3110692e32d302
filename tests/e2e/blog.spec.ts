import { expect, test } from './drawn.ts';
import type { Page } from '@playwright/test';
import { BLOG_TABS, DEFAULT_TAB } from '../../src/config/blog.ts';
import { LISTING_PAGE_SIZE, articleCount, filterArticles, isFeatured, isRecent, readTimeLabel, recentUnchangedBetween, tabCounts } from '../../src/lib/blog.ts';
import { formatMonthYear } from '../../src/lib/dates.ts';
import { BLOG_PATH, BLOG_SUMMARIES_PATH, SERVICES_PATH, articlePath, blogListingPath, servicePath } from '../../src/config/paths.ts';
import { ARTICLES } from '../expected-site.ts';
import { readFrontmatter } from '../unit/helpers/frontmatter.ts';
import { blankIcons, delayScripts, notHydrated, waitForIsland } from './helpers.ts';
import { settled } from './settled.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const counts = tabCounts(ARTICLES, BLOG_TABS);
const inTab = (tab: string, query = '') => filterArticles(ARTICLES, BLOG_TABS, { tab, query });
const hrefs = (articles: readonly { slug: string }[]) => articles.map((article) => articlePath(article.slug));
/** A tab other than All with at least one article, and one with articles outside it. */
const OTHER_TAB = BLOG_TABS.find((tab) => tab.key !== DEFAULT_TAB && counts[tab.key]! > 0 && counts[tab.key]! < ARTICLES.length)!;

/** Opens a listing and uses the explorer as a visitor would (a plain listing waits for that first use). */
async function openListing(page: Page, path = BLOG_PATH) {
  await page.goto(path);
  if (!path.includes('?')) await page.getByRole('searchbox', { name: 'Search articles' }).focus();
  await waitForIsland(page, 'BlogExplorer');
}
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
const cards = (page: Page) => page.locator('main ul li').filter({ has: page.getByRole('link', { name: 'Read Article' }) });
const cardHrefs = (page: Page) =>
  cards(page)
    .getByRole('link', { name: 'Read Article' })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const tabLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Article categories' }).getByRole('link', { name: new RegExp(`^${name.replace(/[/]/g, '\\/')} \\d+ articles?$`) });

test('each listing shows its tab’s newest articles without JavaScript, and a tab is a link to its own listing', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(BLOG_PATH);
  expect(await cardHrefs(page)).toEqual(hrefs(inTab(DEFAULT_TAB).slice(0, LISTING_PAGE_SIZE)));
  await expect(search(page)).toHaveAttribute('placeholder', 'Search articles...');
  await expect(tabLink(page, 'All')).toHaveAttribute('aria-current', 'page');

  await tabLink(page, OTHER_TAB.name).click();
  await expect(page).toHaveURL(new RegExp(`${blogListingPath(OTHER_TAB.key)}$`));
  await expect(tabLink(page, OTHER_TAB.name)).toHaveAttribute('aria-current', 'page');
  expect(await cardHrefs(page)).toEqual(hrefs(inTab(OTHER_TAB.key).slice(0, LISTING_PAGE_SIZE)));
  // The description panel counts the tab's articles.
  // Its articles' count, the page where there are several, and the Recent note where one is recent.
  await expect(page.locator('main p[aria-live="polite"]').first()).toHaveText(
    new RegExp(`^${articleCount(counts[OTHER_TAB.key]!)}( · page \\d+ of \\d+)?(Recently updated)?$`),
  );
  await context.close();
});

test('on a phone the tabs are one row that scrolls sideways, with the selected tab in view at load, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // The last tab: at the far end of the row, out of view unless the row starts scrolled to it.
  const last = BLOG_TABS.at(-1)!;
  await page.goto(blogListingPath(last.key));
  const tabs = page.getByRole('navigation', { name: 'Article categories' }).getByRole('listitem');
  const tops = await tabs.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size, 'the tabs sit on one row').toBe(1);
  const selected = await tabLink(page, last.name).boundingBox();
  expect(selected!.x).toBeGreaterThanOrEqual(0);
  expect(selected!.x + selected!.width).toBeLessThanOrEqual(390);
  // The page itself does not scroll sideways: the row does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test('search matches title, description and category across every article, ignoring case and spaces', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await openListing(page);
  expect(requests).not.toContain(BLOG_SUMMARIES_PATH);
  // A word from the oldest article's title: on the last page of a large blog, found from the first.
  const word = ARTICLES.at(-1)!
    .title.split(/\s+/)
    .find((candidate) => candidate.length > 4)!;
  await search(page).fill(`  ${word.toUpperCase()} `);
  const expected = inTab(DEFAULT_TAB, word);
  await expect(page.getByText(`${expected.length} ${expected.length === 1 ? 'article' : 'articles'} found`)).toBeVisible();
  expect(await cardHrefs(page)).toEqual(hrefs(expected).slice(0, LISTING_PAGE_SIZE * 2));
  expect(requests).toContain(BLOG_SUMMARIES_PATH);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
});

test('search on a tab’s listing finds only that tab’s articles, and the search follows a tab link', async ({ page }) => {
  // A category outside the tab: its name matches articles elsewhere, none here.
  const outside = ARTICLES.find((article) => !inTab(OTHER_TAB.key).includes(article))!;
  await openListing(page, blogListingPath(OTHER_TAB.key));
  await search(page).fill(outside.category);
  const expected = inTab(OTHER_TAB.key, outside.category);
  await expect(page.getByText(`${expected.length} ${expected.length === 1 ? 'article' : 'articles'} found`)).toBeVisible();
  expect(await cardHrefs(page)).toEqual(hrefs(expected).slice(0, LISTING_PAGE_SIZE * 2));
  await expect(page).toHaveURL(new RegExp(`${blogListingPath(OTHER_TAB.key)}\\?q=${encodeURIComponent(outside.category).replace(/%20/g, '\\+')}$`));

  await tabLink(page, 'All').click();
  await expect(page).toHaveURL(new RegExp(`${BLOG_PATH}\\?q=`));
  await expect(search(page)).toHaveValue(outside.category);
  await expect(cards(page).first()).toBeVisible();
  expect(await cardHrefs(page)).toEqual(hrefs(inTab(DEFAULT_TAB, outside.category)).slice(0, LISTING_PAGE_SIZE * 2));
});

test("the cards a search brings up draw their icons (the listings link the site's icon stylesheet)", async ({ page }) => {
  await openListing(page);
  await search(page).fill('aws');
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => blankIcons(page)).toEqual([]);
});

test('a search with no match says so, and clearing it brings the page back', async ({ page }) => {
  await openListing(page);
  await search(page).fill('quantum basket weaving');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
  await search(page).fill('');
  expect(await cardHrefs(page)).toEqual(hrefs(inTab(DEFAULT_TAB).slice(0, LISTING_PAGE_SIZE)));
  await expect(page).toHaveURL(new RegExp(`${BLOG_PATH}$`));
});

test('the search lives in the address and survives a reload', async ({ page }) => {
  await openListing(page);
  await search(page).fill('aws');
  await expect(page).toHaveURL(new RegExp(`${BLOG_PATH}\\?q=aws$`));
  await page.reload();
  await waitForIsland(page, 'BlogExplorer');
  await expect(search(page)).toHaveValue('aws');
  // The search runs once the explorer has read the address: wait for its answer, not the first frame.
  await expect.poll(() => cardHrefs(page)).toEqual(hrefs(inTab(DEFAULT_TAB, 'aws')).slice(0, LISTING_PAGE_SIZE * 2));
});

test('an address of the first blog (/blog?category=…&q=…) opens the tab’s own listing with the search', async ({ page }) => {
  await page.goto(`${BLOG_PATH}?category=${OTHER_TAB.key}&q=aws`);
  await expect(page).toHaveURL(new RegExp(`${blogListingPath(OTHER_TAB.key)}\\?q=aws$`));
  await waitForIsland(page, 'BlogExplorer');
  await expect(search(page)).toHaveValue('aws');
  await expect.poll(() => cardHrefs(page)).toEqual(hrefs(inTab(OTHER_TAB.key, 'aws')).slice(0, LISTING_PAGE_SIZE * 2));

  await page.goto(`${BLOG_PATH}?category=no-such-tab`);
  await expect(page).toHaveURL(new RegExp(`${BLOG_PATH}$`));
});

test('Recent follows the visitor’s clock: articles from the last 30 days', async ({ page }) => {
  const shown = inTab(DEFAULT_TAB).slice(0, LISTING_PAGE_SIZE);
  // A clock the page was not rendered for: just after the next change of a badge on it or, where
  // none is coming (no article is recent today), five days after the newest article appeared.
  const { until } = recentUnchangedBetween(
    shown.map((article) => article.publishedDate),
    Date.now(),
  );
  const now = until === undefined ? Date.parse(ARTICLES[0]!.publishedDate) + 5 * DAY : until + HOUR;
  await page.clock.setFixedTime(now);
  // No interaction: the page was rendered for another clock, so the explorer hydrates by itself.
  await page.goto(BLOG_PATH);
  await waitForIsland(page, 'BlogExplorer');
  const recent = cards(page).filter({ has: page.getByText('Recent', { exact: true }) });
  // Polled: the badges the build drew stay until the hydrated explorer has drawn them for this clock.
  await expect
    .poll(() => recent.getByRole('link', { name: 'Read Article' }).evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    .toEqual(hrefs(shown.filter((article) => isRecent(article.publishedDate, now))));
  await expect(page.getByText('Recently updated')).toBeVisible();
});

test('nothing is Recent a year later, and long reads are Featured', async ({ page }) => {
  await page.clock.setFixedTime(Date.parse(ARTICLES[0]!.publishedDate) + 365 * DAY);
  await openListing(page);
  await expect(cards(page).filter({ has: page.getByText('Recent', { exact: true }) })).toHaveCount(0);
  await expect(page.getByText('Recently updated')).toBeHidden();
  const featured = cards(page).filter({ has: page.getByText('Featured', { exact: true }) });
  const shown = inTab(DEFAULT_TAB).slice(0, LISTING_PAGE_SIZE);
  const summaries = await page.evaluate((path) => fetch(path).then((response) => response.json()), BLOG_SUMMARIES_PATH);
  const minutes = new Map((summaries as { slug: string; readMinutes: number }[]).map((summary) => [articlePath(summary.slug), summary.readMinutes]));
  expect(await featured.getByRole('link', { name: 'Read Article' }).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    hrefs(shown).filter((href) => isFeatured(minutes.get(href)!)),
  );
  for (const href of hrefs(shown))
    await expect(cards(page).filter({ has: page.locator(`a[href="${href}"]`) })).toContainText(readTimeLabel(minutes.get(href)!));
});

test('an article has its contents, share row and way back', async ({ page }) => {
  const article = ARTICLES[0]!;
  await page.goto(articlePath(article.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  if (article.updatedDate) await expect(page.getByText(`Last updated ${formatMonthYear(new Date(article.updatedDate))}`)).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
  const ids = [...article.body.matchAll(/^## .*\{#([\w-]+)\}\s*$/gm)].map((match) => `#${match[1]}`);
  expect(await contents.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(ids);
  const target = Math.min(3, ids.length - 1);
  await contents.nth(target).click();
  await expect(page).toHaveURL(new RegExp(`${ids[target]}$`));
  await expect(page.locator(ids[target]!)).toBeInViewport();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${articlePath(article.slug)}$`));
  await expect(page.getByRole('link', { name: /Share on X/ })).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?/);
  await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveCount(2);
});

test('the explorer downloads nothing until it is used, and at once for an address with a search', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(blogListingPath(OTHER_TAB.key));
  await settled(page);
  expect(scripts).toEqual([]);
  expect(await notHydrated(page, 'BlogExplorer')).toBe(true);
  await search(page).focus();
  await waitForIsland(page, 'BlogExplorer');
  expect(scripts.length).toBeGreaterThan(0);

  await page.goto(`${BLOG_PATH}?q=aws`);
  await waitForIsland(page, 'BlogExplorer');
  expect(await cardHrefs(page)).toEqual(hrefs(inTab(DEFAULT_TAB, 'aws')).slice(0, LISTING_PAGE_SIZE * 2));
});

test.describe('before the explorer has loaded (a slow phone)', () => {
  test('text typed into the search is kept and applied once the script arrives', async ({ page }) => {
    await delayScripts(page);
    await page.goto(BLOG_PATH);
    await search(page).fill('aws');
    expect(await notHydrated(page, 'BlogExplorer')).toBe(true);
    await waitForIsland(page, 'BlogExplorer');
    await expect(search(page)).toHaveValue('aws');
    await expect(page).toHaveURL(new RegExp(`${BLOG_PATH}\\?q=aws$`));
    await expect(page.getByText(/articles? found$/)).toBeVisible();
    // With more articles than one page holds, the first matches come from the page's own cards and
    // the rest arrive with the article list, so wait for the whole answer rather than the first.
    await expect.poll(() => cardHrefs(page)).toEqual(hrefs(inTab(DEFAULT_TAB, 'aws')).slice(0, LISTING_PAGE_SIZE * 2));
  });

  test('a tab tapped early shows its articles at once', async ({ page }) => {
    await delayScripts(page);
    await page.goto(BLOG_PATH);
    expect(await notHydrated(page, 'BlogExplorer')).toBe(true);
    await tabLink(page, OTHER_TAB.name).click();
    await expect(page).toHaveURL(new RegExp(`${blogListingPath(OTHER_TAB.key)}$`));
    // The tab is a link: its listing is a page of its own, drawn below its first screen once styled.
    await expect.poll(() => cardHrefs(page)).toEqual(hrefs(inTab(OTHER_TAB.key).slice(0, LISTING_PAGE_SIZE)));
  });

  test('without JavaScript the search form submits to the listing with ?q= and the page still lists its articles', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(blogListingPath(OTHER_TAB.key));
    await search(page).fill('canary');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${blogListingPath(OTHER_TAB.key)}\\?q=canary$`));
    expect(await cardHrefs(page)).toEqual(hrefs(inTab(OTHER_TAB.key).slice(0, LISTING_PAGE_SIZE)));
    await context.close();
  });
});

const SERVICES = readFrontmatter<{ title: string }>('content/services');
/** What the full-text search reads: the text of every article and service page, and their routes. */
const TEXTS = [...ARTICLES.map((article) => `${article.title} ${article.body}`), ...SERVICES.map((service) => `${service.data.title} ${service.body}`)];
const ROUTES = [...ARTICLES.map((article) => articlePath(article.slug)), ...SERVICES.map((service) => servicePath(service.id))];

/** Each page's text in lower case, and its words (identifiers such as `use_lockfile` whole). */
const LOWER_TEXTS = TEXTS.map((text) => text.toLowerCase());
const WORDS = LOWER_TEXTS.map((text) => new Set(text.match(/[a-z0-9_]+/g)));
/** The search matches a word by its stem ("definitions" finds "definition"): a term's leading letters stand for it. */
const stem = (term: string) => term.slice(0, Math.max(4, term.length - 3));

/**
 * A term matching `pattern` in the text of the pages from `from` to `to` (indices in TEXTS), in no
 * article's card, that as few other pages have as can be found, and the routes of every page whose
 * text has its stem. Here it is one page's own; among many similar articles it may be shared, so
 * the checks ask only that what is listed has it.
 */
function rarestTerm(from: number, to: number, pattern: RegExp) {
  const outside = (pages: number[]) => pages.filter((page) => page < from || page >= to).length;
  const rarer = (a: { pages: number[] }, b: { pages: number[] }) => outside(a.pages) - outside(b.pages) || a.pages.length - b.pages.length;
  const terms = new Map<string, string>();
  for (let index = from; index < to; index++) {
    for (const [term] of TEXTS[index]!.matchAll(pattern)) {
      const lower = term.toLowerCase();
      if (!ARTICLES.some((article) => article.description.toLowerCase().includes(lower))) terms.set(lower, term);
    }
  }
  // Whole words first, a quick count; then, for the rarest few, every page with the term's stem.
  const [rarest] = [...terms]
    .map(([lower, term]) => ({ term, lower, pages: WORDS.flatMap((words, page) => (words.has(lower) ? [page] : [])) }))
    .sort(rarer)
    .slice(0, 20)
    .map((candidate) => ({ ...candidate, pages: LOWER_TEXTS.flatMap((text, page) => (text.includes(stem(candidate.lower)) ? [page] : [])) }))
    .sort(rarer);
  if (!rarest) throw new Error(`No page between ${from} and ${to} has a term matching ${pattern}`);
  return { term: rarest.term, routes: rarest.pages.map((page) => ROUTES[page]!) };
}

/** The full-text results region and the address of each page it lists. */
const fullTextResults = (page: Page) => page.getByRole('region', { name: 'In the text of our articles and service pages' });
const listedPages = (page: Page) =>
  fullTextResults(page)
    .locator('ol > li')
    .evaluateAll((items) => items.map((item) => item.querySelector('a')?.getAttribute('href')));

test.describe('full-text search', () => {
  test('loads nothing until a visitor types, then lists pages whose text matches, with the section to jump to', async ({ page }) => {
    // A code identifier such as `use_lockfile`, in as few articles' text as can be found.
    const { term, routes } = rarestTerm(0, ARTICLES.length, /\b[a-z]+_[a-z_]+\b/g);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openListing(page);
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);

    await search(page).fill(term);
    const section = fullTextResults(page);
    await expect(section.getByText(new RegExp(`pages? mentions? “${term}”`))).toBeVisible({ timeout: 15_000 });
    expect(requests.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
    const listed = await listedPages(page);
    expect(listed.length).toBeGreaterThan(0);
    for (const href of listed) expect(routes, `${href} does not mention ${term}`).toContain(href);
    await expect(section.locator('mark').first()).toBeVisible();
    const jump = section.locator(`a[href^="${listed[0]}#"]`).first();
    const href = await jump.getAttribute('href');
    await jump.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${href!.split('#')[1]}"]`)).toBeInViewport();
  });

  test('finds service pages too', async ({ page }) => {
    const { term, routes } = rarestTerm(ARTICLES.length, TEXTS.length, /\b[a-z]{11,}\b/g);
    await openListing(page);
    await search(page).fill(term);
    await expect(fullTextResults(page).getByText(new RegExp(`pages? mentions? “${term}”`))).toBeVisible({ timeout: 15_000 });
    const services = routes.filter((route) => route.startsWith(SERVICES_PATH));
    expect(services.length).toBeGreaterThan(0);
    expect((await listedPages(page)).some((href) => services.includes(href!))).toBe(true);
  });
});
