import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { page } from './site';

/** The articles with their read times, section ids and "Last updated" labels (docs/decisions.md). */
const ARTICLES: Record<string, { minutes?: number; updated?: string; ids?: string[] }> = {
  'zero-trust-in-aws': { minutes: 15, updated: 'January 2024', ids: ['principles', 'aws-foundation', 'identity-access', 'network-security', 'data-protection', 'monitoring'] },
  'zero-downtime-heterogeneous-db-migrations': { minutes: 18, updated: 'January 2024', ids: ['overview', 'aws-dms', 'strategies', 'implementation', 'testing', 'cutover'] },
  'terraform-state-management': { minutes: 10, updated: 'January 2024', ids: ['state-basics', 'remote-backends', 'state-locking', 'team-workflows', 'best-practices', 'troubleshooting'] },
  'terraform-modules-best-practices': { minutes: 14, updated: 'January 2024', ids: ['module-design', 'structure', 'versioning', 'testing', 'documentation', 'publishing'] },
  'modern-serverless-aws': { minutes: 16, updated: 'November 2024', ids: ['introduction', 'architecture-patterns', 'core-services', 'development-practices', 'security', 'optimization'] },
  'ci-cd-github-actions-terraform': { minutes: 13, updated: 'January 2024', ids: ['overview', 'setup', 'workflows', 'security', 'environments', 'advanced'] },
  'advanced-ci-cd-canary-deployments': { minutes: 20, updated: 'December 2024', ids: ['introduction', 'aws-services', 'architecture', 'implementation', 'monitoring', 'rollback'] },
  'generative-ai-business-guide-2025': {
    minutes: 18,
    ids: ['introduction', 'technology-types', 'business-use-cases', 'industry-applications', 'implementation-strategy', 'roi-measurement', 'challenges', 'future-outlook', 'getting-started'],
  },
  'event-driven-architecture-aws': { updated: 'January 2024' },
  'web3-utility-vs-hype': {},
  'rwa-tokenization-guide': {},
  'web3-thirty-day-pilot': {},
};

describe.each(Object.entries(ARTICLES))('/blog/%s', (slug, expected) => {
  const { doc } = page(`/blog/${slug}`);
  const contents = doc.querySelectorAll('nav[aria-labelledby="toc-heading"] a').map((a) => a.getAttribute('href')!.slice(1));
  const sections = doc.querySelectorAll('.article-prose h2').map((h) => h.id);
  const readTime = doc.querySelectorAll('article header span').find((span) => /^\d+ min read$/.test(span.text.trim()));
  const minutes = Number(readTime?.text.match(/\d+/)?.[0]);

  it('has its contents list in step with its sections, every anchor resolving', () => {
    expect(contents).toEqual(sections);
    expect(contents.length).toBeGreaterThanOrEqual(4);
    if (expected.ids) expect(sections).toEqual(expected.ids);
  });

  it('shows the read time computed from its text', () => {
    if (expected.minutes) expect(minutes).toBe(expected.minutes);
    else expect(minutes).toBeGreaterThanOrEqual(8);
    if (!expected.minutes) expect(minutes).toBeLessThanOrEqual(12);
  });

  it('shows "Last updated" only where the article has an update date', () => {
    const label = doc.querySelector('article footer')?.text ?? '';
    if (expected.updated) expect(label).toContain(`Last updated ${expected.updated}`);
    else expect(label).not.toContain('Last updated');
  });

  it('links back to the blog at the top and the bottom', () => {
    expect(doc.querySelectorAll('a[href="/blog"]').filter((a) => a.text.includes('Back to Blog'))).toHaveLength(2);
  });

  it('highlights code with classes, never inline styles', () => {
    expect(doc.querySelectorAll('.article-prose [style]')).toHaveLength(0);
    for (const pre of doc.querySelectorAll('.article-prose pre')) expect(pre.getAttribute('tabindex')).toBe('0');
  });
});

describe('article calls to action', () => {
  it('ends the generative AI guide with its two buttons', () => {
    const { doc } = page('/blog/generative-ai-business-guide-2025');
    const links = doc.querySelectorAll('aside[aria-labelledby="article-cta-heading"] a').map((a) => [a.text.trim(), a.getAttribute('href')]);
    expect(links).toEqual([
      ['Schedule AI Strategy Consultation', '/contact'],
      ['Explore Our AI Services', '/services/ai-ml-solutions'],
    ]);
  });

  it.each(['web3-utility-vs-hype', 'rwa-tokenization-guide', 'web3-thirty-day-pilot'])('ends %s with a call to action and the not-advice disclaimer', (slug) => {
    const { doc } = page(`/blog/${slug}`);
    const hrefs = doc.querySelectorAll('aside[aria-labelledby="article-cta-heading"] a').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/contact', '/services/web3-development']);
    expect(doc.querySelector('aside[aria-label="Disclaimer"]')?.text).toMatch(/educational purposes only.*not financial, legal or\s+investment advice/s);
  });
});

describe('RSS feed', () => {
  const feed = readFileSync('dist/rss.xml', 'utf8');
  const items = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);

  it('lists all twelve articles, newest first, with link, description, date and category', () => {
    expect(items).toHaveLength(12);
    expect(items[0]).toContain('/blog/web3-thirty-day-pilot');
    expect(items.at(-1)).toContain('/blog/terraform-state-management');
    for (const item of items) {
      expect(item).toMatch(/<title>.+<\/title>/);
      expect(item).toMatch(/<link>https?:\/\/[^<]+\/blog\/[a-z0-9-]+<\/link>/);
      expect(item).toMatch(/<description>.+<\/description>/);
      expect(item).toMatch(/<pubDate>.+<\/pubDate>/);
      expect(item).toMatch(/<category>.+<\/category>/);
    }
  });
});

describe('blog index', () => {
  it('pre-renders all twelve cards for crawlers and visitors without JavaScript', () => {
    const { doc } = page('/blog');
    const links = doc.querySelectorAll('a').filter((a) => a.text.includes('Read Article'));
    expect(links).toHaveLength(12);
    expect(doc.querySelector('input[type="search"]')?.getAttribute('placeholder')).toBe('Search articles...');
    const tabName = (tab: ReturnType<typeof doc.querySelector> & object) => tab.text.replace(tab.querySelector('span.rounded-full')?.text ?? '', '').trim();
    expect(doc.querySelectorAll('[role="tab"]').map(tabName)).toEqual([
      'All',
      'Web3',
      'AI/ML',
      'DevOps',
      'Cloud Architecture',
      'Security',
      'Infrastructure',
    ]);
  });
});
