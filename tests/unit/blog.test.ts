import { describe, expect, it } from 'vitest';
import { BLOG_TABS } from '../../src/config/blog.ts';
import {
  PAGE_GAP,
  categoryLabel,
  emptyState,
  filterArticles,
  isFeatured,
  isRecent,
  legacyListingAddress,
  listingTitle,
  pageLinks,
  matchesQuery,
  recentUnchangedBetween,
  readTimeLabel,
  sortNewestFirst,
  tabCounts,
  type ArticleSummary,
} from '../../src/lib/blog.ts';

const article = (overrides: Partial<ArticleSummary>): ArticleSummary => ({
  slug: 'a',
  title: 'Title',
  description: 'Description',
  category: 'DevOps',
  icon: 'ShieldCheck',
  publishedDate: '2024-01-01',
  readMinutes: 10,
  ...overrides,
});

const articles = [
  article({ slug: 'zero-trust', title: 'Zero Trust Security in AWS', category: 'Security', publishedDate: '2024-01-22', readMinutes: 15 }),
  article({ slug: 'state', title: 'Terraform State Management', description: 'Backends and locking', category: 'Infrastructure', publishedDate: '2024-01-08' }),
  article({ slug: 'migrations', title: 'Zero-Downtime Database Migrations', category: 'Database', publishedDate: '2024-01-18', readMinutes: 18 }),
  article({ slug: 'serverless', title: 'Modern Serverless Architecture on AWS', category: 'Serverless', publishedDate: '2024-11-18', readMinutes: 16 }),
  article({ slug: 'eda', title: 'Event-Driven Architecture on AWS', category: 'Architecture', publishedDate: '2024-01-15' }),
  article({ slug: 'pilot', title: 'Running a 30-Day Web3 Pilot', description: 'Week by week', category: 'Web3', publishedDate: '2025-10-14' }),
];

describe('search', () => {
  it('trims and ignores case, across title, description and category', () => {
    expect(matchesQuery(articles[0]!, '  ZERO trust ')).toBe(true);
    expect(matchesQuery(articles[1]!, 'LOCKING')).toBe(true);
    expect(matchesQuery(articles[2]!, 'database')).toBe(true);
    expect(matchesQuery(articles[1]!, 'kubernetes')).toBe(false);
  });

  it('treats blank search text as no search', () => {
    expect(filterArticles(articles, BLOG_TABS, { tab: 'all', query: '   ' })).toHaveLength(articles.length);
  });
});

describe('tabs', () => {
  it('name a card’s category after the tab that lists it, so the label leads to the tab', () => {
    expect(categoryLabel(BLOG_TABS, 'Serverless')).toBe('Cloud Architecture');
    expect(categoryLabel(BLOG_TABS, 'Database')).toBe('Infrastructure');
    expect(categoryLabel(BLOG_TABS, 'Artificial Intelligence')).toBe('AI/ML');
    for (const tab of BLOG_TABS.filter((candidate) => candidate.includes !== null)) {
      for (const category of tab.includes!) expect(categoryLabel(BLOG_TABS, category)).toBe(tab.name);
    }
  });

  it('combine the tab’s categories with the search', () => {
    const infra = filterArticles(articles, BLOG_TABS, { tab: 'infrastructure', query: '' });
    expect(infra.map((a) => a.slug)).toEqual(['migrations', 'state']);
    const cloud = filterArticles(articles, BLOG_TABS, { tab: 'cloud-architecture', query: 'event' });
    expect(cloud.map((a) => a.slug)).toEqual(['eda']);
  });

  it('count articles per tab, independent of the search', () => {
    expect(tabCounts(articles, BLOG_TABS)).toEqual({
      all: 6,
      web3: 1,
      'ai-ml': 0,
      devops: 0,
      'cloud-architecture': 2,
      security: 1,
      infrastructure: 2,
    });
  });

  it('fall back to All for an unknown tab key', () => {
    expect(filterArticles(articles, BLOG_TABS, { tab: 'nope', query: '' })).toHaveLength(6);
  });
});

describe('order and badges', () => {
  it('sorts newest first', () => {
    expect(sortNewestFirst(articles).map((a) => a.slug)).toEqual(['pilot', 'serverless', 'zero-trust', 'migrations', 'eda', 'state']);
  });

  it('marks Featured from 15 minutes of reading', () => {
    expect(isFeatured(14)).toBe(false);
    expect(isFeatured(15)).toBe(true);
    expect(isFeatured(20)).toBe(true);
  });

  it('marks Recent within 30 days of now, never in the future', () => {
    const now = Date.parse('2025-10-20T12:00:00Z');
    expect(isRecent('2025-10-14', now)).toBe(true);
    expect(isRecent('2025-09-21', now)).toBe(true);
    expect(isRecent('2025-09-16', now)).toBe(false);
    expect(isRecent('2025-10-25', now)).toBe(false);
  });

  it('knows the span of clock times in which the badges read as they did at build time', () => {
    const dates = ['2025-10-14', '2025-09-16', '2024-01-08'];
    const at = Date.parse('2025-10-20T12:00:00Z');
    const { from, until } = recentUnchangedBetween(dates, at);
    // From the moment 2025-09-16 turned 30 days old until 2025-10-14 does.
    expect(from).toBe(Date.parse('2025-10-16') + 1);
    expect(until).toBe(Date.parse('2025-11-13') + 1);
    const badges = (now: number) => dates.map((date) => isRecent(date, now));
    for (const now of [from!, at, until! - 1]) expect(badges(now)).toEqual(badges(at));
    expect(badges(from! - 1)).not.toEqual(badges(at));
    expect(badges(until!)).not.toEqual(badges(at));
    // A year on, nothing changes again: the span has no end.
    expect(recentUnchangedBetween(dates, Date.parse('2026-11-22'))).toEqual({ from: Date.parse('2025-11-13') + 1 });
  });

  it('labels read time as "N min read"', () => {
    expect(readTimeLabel(15)).toBe('15 min read');
  });
});

describe('empty states', () => {
  it('says what to do when a search finds nothing, and when a tab is empty', () => {
    expect(emptyState({ tab: 'all', query: 'zzz' })).toEqual({ title: 'No articles found', message: 'Try adjusting your search terms' });
    expect(emptyState({ tab: 'ai-ml', query: ' ' }).title).toBe('No articles in this category yet');
  });
});

describe('listing pages', () => {
  it('link the first, last and neighbouring pages, with a gap only where two or more pages are left out', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(1, 100)).toEqual([1, 2, PAGE_GAP, 100]);
    expect(pageLinks(50, 100)).toEqual([1, PAGE_GAP, 49, 50, 51, PAGE_GAP, 100]);
    expect(pageLinks(100, 100)).toEqual([1, PAGE_GAP, 99, 100]);
  });

  it('name the tab and, after the first, the page number in the title', () => {
    const all = BLOG_TABS.find((tab) => tab.includes === null)!;
    const other = BLOG_TABS.find((tab) => tab.includes !== null)!;
    expect(listingTitle(all, 1)).toBe('Blog');
    expect(listingTitle(all, 2)).toBe('Blog: Page 2');
    expect(listingTitle(other, 1)).toBe(`${other.name} articles`);
    expect(listingTitle(other, 7)).toBe(`${other.name} articles: Page 7`);
  });
});

describe('old addresses', () => {
  const listings = { all: '/blog', web3: '/blog/category/web3' };
  const move = (search: string, hash = '') => legacyListingAddress(search, hash, 'category', listings, '/blog');

  it('send ?category= to the tab’s own listing, keeping the search and the fragment', () => {
    expect(move('?category=web3&q=zero+trust', '#top')).toBe('/blog/category/web3?q=zero+trust#top');
    expect(move('?q=canary&category=all')).toBe('/blog?q=canary');
  });

  it('send an unknown tab to /blog, and leave an address without a tab alone', () => {
    expect(move('?category=constructor')).toBe('/blog');
    expect(move('?q=terraform')).toBeNull();
    expect(move('')).toBeNull();
  });

  it('work from the function’s own source, as the page inlines it', () => {
    const inlined = new Function(`return (${legacyListingAddress.toString()})`)() as typeof legacyListingAddress;
    expect(inlined('?category=web3', '', 'category', listings, '/blog')).toBe('/blog/category/web3');
  });
});
