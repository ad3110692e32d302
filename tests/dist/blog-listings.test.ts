import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BLOG_TABS } from '../../src/config/blog.ts';
import { LISTING_PAGE_SIZE, articleCount, filterArticles, tabCounts } from '../../src/lib/blog.ts';
import { BLOG_PATH, BLOG_SUMMARIES_PATH, articlePath, blogListingPath, canonicalUrl } from '../../src/config/paths.ts';
import { SITE_ORIGIN } from '../../scripts/test-support/site-origin.mjs';
import { ARTICLES, ARTICLE_ROUTES, LISTING_ROUTES } from '../expected-site.ts';
import { fileFor, page } from './site.ts';

const counts = tabCounts(ARTICLES, BLOG_TABS);
const cardLinks = (route: string) =>
  page(route)
    .doc.querySelectorAll('main li a')
    .filter((a) => a.text.includes('Read Article'))
    .map((a) => a.getAttribute('href'));
const tabName = (a: { text: string; querySelector(selector: string): { text: string } | null }) => a.text.replace(a.querySelector('span.rounded-full')?.text ?? '', '').trim();

describe('the lead card of /blog', () => {
  // The newest article leads; its card carries the article's headline number where it has one.
  const newest = ARTICLES[0]!;
  const lead = page(BLOG_PATH).doc.querySelector('main li.article-lead')!;

  it('is the newest article, drawn with its pull figure where it has one, and no other card has one', () => {
    expect(lead.querySelector('a')?.getAttribute('href')).toBe(articlePath(newest.slug));
    const figure = lead.querySelector('.pull-figure');
    if (newest.pullFigure) expect(figure?.text.replace(/\s+/g, ' ').trim()).toBe(`${newest.pullFigure.value} ${newest.pullFigure.label}`);
    else expect(figure).toBeNull();
    expect(page(BLOG_PATH).doc.querySelectorAll('.pull-figure').length).toBeLessThanOrEqual(1);
  });
});

describe.each(BLOG_TABS.map((tab) => [tab.name, tab] as const))('the %s listing', (_name, tab) => {
  const expected = filterArticles(ARTICLES, BLOG_TABS, { tab: tab.key, query: '' }).map((article) => articlePath(article.slug));
  const last = Math.max(1, Math.ceil(expected.length / LISTING_PAGE_SIZE));
  const routes = Array.from({ length: last }, (_, index) => blogListingPath(tab.key, index + 1));

  it(`shows the tab's articles newest first, ${LISTING_PAGE_SIZE} to a page, every one once`, () => {
    expect(routes.flatMap(cardLinks)).toEqual(expected);
  });

  it.each(routes.map((route, index) => [route, index + 1] as const))('%s is its own canonical page, titled with its page number, its tab marked current', (route, number) => {
    const { doc } = page(route);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonicalUrl(route, SITE_ORIGIN));
    const title = doc.querySelector('title')!.text;
    if (number > 1) expect(title).toContain(`Page ${number}`);
    else expect(title).not.toMatch(/Page \d/);
    const nav = doc.querySelector('nav[aria-label="Article categories"]')!;
    expect(nav.querySelectorAll('a').map(tabName)).toEqual(BLOG_TABS.map((candidate) => candidate.name));
    expect(nav.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(BLOG_TABS.map((candidate) => blogListingPath(candidate.key)));
    expect(nav.querySelectorAll('a').map((a) => a.querySelector('.sr-only')?.text)).toEqual(BLOG_TABS.map((candidate) => articleCount(counts[candidate.key]!)));
    expect(tabName(nav.querySelector('a[aria-current]')!)).toBe(tab.name);
    expect(doc.querySelector('input[type="search"]')?.getAttribute('placeholder')).toBe('Search articles...');
  });

  it('links each page to the next with plain links, so every article is one crawl away', () => {
    for (const [index, route] of routes.entries()) {
      const links = page(route).doc.querySelectorAll('nav[aria-label="Pages"] a').map((a) => a.getAttribute('href'));
      if (last === 1) expect(links).toEqual([]);
      if (index + 1 < last) expect(links).toContain(routes[index + 1]);
      if (index > 0) expect(links).toContain(routes[index - 1]);
    }
  });

  if (expected.length === 0) {
    it('says the tab is empty and leads back to every article', () => {
      const main = page(routes[0]!).doc.querySelector('main')!;
      expect(main.text).toContain('No articles in this category yet');
      expect(main.querySelector(`a[href="${BLOG_PATH}"]`)).not.toBeNull();
    });
  }
});

describe('blog listings', () => {
  it('are the only listing pages, and each shows at most one page of cards', () => {
    for (const route of LISTING_ROUTES) expect(cardLinks(route).length).toBeLessThanOrEqual(LISTING_PAGE_SIZE);
  });

  it('give every published article a card reachable from /blog through plain links', () => {
    const seen = new Set<string>([BLOG_PATH]);
    const queue = [BLOG_PATH];
    while (queue.length > 0) {
      for (const href of page(queue.shift()!).doc.querySelectorAll('main a').map((a) => a.getAttribute('href')!)) {
        if (LISTING_ROUTES.includes(href) && !seen.has(href)) queue.push(href);
        seen.add(href);
      }
    }
    for (const route of ARTICLE_ROUTES) expect(seen.has(route), route).toBe(true);
  });

  it('write the card data of every published article, for the search, in one small file', () => {
    const file = fileFor(BLOG_SUMMARIES_PATH)!;
    const summaries = JSON.parse(readFileSync(file, 'utf8')) as { slug: string; title: string; description: string; category: string }[];
    expect(summaries.map((summary) => articlePath(summary.slug))).toEqual(ARTICLE_ROUTES);
    for (const [index, { title, description, category }] of ARTICLES.entries()) expect(summaries[index]).toMatchObject({ title, description, category });
    // About 150 bytes an article compressed today; the bound keeps 1,200 articles under 300 KB.
    expect(gzipSync(readFileSync(file)).length / summaries.length).toBeLessThan(250);
  });
});
