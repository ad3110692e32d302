import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileFor, jsonLd, page } from './site';

/**
 * The articles with their read times (docs/decisions.md), "Last updated" labels and published
 * section ids. The ids are a contract: other sites link to them, so one that disappears fails here.
 */
const ARTICLES: Record<string, { minutes?: number; updated?: string; ids: string[]; diagram: boolean }> = {
  'zero-trust-in-aws': { minutes: 15, updated: 'November 2026', diagram: true, ids: ['principles', 'aws-foundation', 'identity-access', 'network-security', 'data-protection', 'monitoring'] },
  'zero-downtime-heterogeneous-db-migrations': { minutes: 18, updated: 'November 2026', diagram: true, ids: ['overview', 'aws-dms', 'strategies', 'implementation', 'testing', 'cutover'] },
  'terraform-state-management': { minutes: 10, updated: 'November 2026', diagram: true, ids: ['state-basics', 'remote-backends', 'state-locking', 'team-workflows', 'best-practices', 'troubleshooting'] },
  'terraform-modules-best-practices': { minutes: 14, updated: 'November 2026', diagram: true, ids: ['module-design', 'structure', 'versioning', 'testing', 'documentation', 'publishing'] },
  'modern-serverless-aws': { minutes: 16, updated: 'November 2026', diagram: true, ids: ['introduction', 'architecture-patterns', 'core-services', 'development-practices', 'security', 'optimization'] },
  'ci-cd-github-actions-terraform': { minutes: 13, updated: 'November 2026', diagram: true, ids: ['overview', 'setup', 'workflows', 'security', 'environments', 'advanced'] },
  'advanced-ci-cd-canary-deployments': { minutes: 20, updated: 'November 2026', diagram: true, ids: ['introduction', 'aws-services', 'architecture', 'implementation', 'monitoring', 'rollback'] },
  'generative-ai-business-guide-2025': {
    minutes: 18,
    updated: 'November 2026',
    diagram: false,
    ids: ['introduction', 'technology-types', 'business-use-cases', 'industry-applications', 'implementation-strategy', 'roi-measurement', 'challenges', 'future-outlook', 'getting-started'],
  },
  'event-driven-architecture-aws': { updated: 'November 2026', diagram: true, ids: ['why-events', 'building-blocks', 'patterns', 'reliability', 'observability', 'getting-started'] },
  'web3-utility-vs-hype': { updated: 'November 2026', diagram: false, ids: ['when-it-helps', 'when-database-wins', 'decision-checklist', 'real-costs', 'regulation', 'red-flags'] },
  'rwa-tokenization-guide': { updated: 'November 2026', diagram: false, ids: ['legal-wrapper', 'asset-types', 'token-standards', 'infrastructure', 'lifecycle', 'liquidity'] },
  'web3-thirty-day-pilot': { updated: 'November 2026', diagram: false, ids: ['preparation', 'week-by-week', 'what-to-measure', 'go-no-go', 'pilot-to-production', 'production-operations'] },
};

describe.each(Object.entries(ARTICLES))('/blog/%s', (slug, expected) => {
  const { doc } = page(`/blog/${slug}`);
  const contents = doc.querySelectorAll('nav[aria-labelledby="toc-heading"] a').map((a) => a.getAttribute('href')!.slice(1));
  const sections = doc.querySelectorAll('.article-prose h2').map((h) => h.id);
  const readTime = doc.querySelectorAll('article header span').find((span) => /^\d+ min read$/.test(span.text.trim()));
  const minutes = Number(readTime?.text.match(/\d+/)?.[0]);

  it('keeps every published section id, each listed in the contents', () => {
    expect(sections).toEqual(expected.ids);
    expect(contents).toEqual(expected.ids);
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

  it('names its author in a byline, an author box and its structured data', () => {
    const byline = doc.querySelector('article header a[href^="/authors/"]');
    expect(byline?.text.trim()).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    const box = doc.querySelector('section[aria-labelledby="author-heading"]');
    expect(box?.querySelector(`a[href="${byline!.getAttribute('href')}"]`)?.text).toBe(byline!.text);
    const posting = jsonLd(doc).find((data) => data['@type'] === 'BlogPosting')!;
    expect(posting.author).toMatchObject({ '@type': 'Person', name: byline!.text.trim() });
  });

  it('ends with 3 to 6 primary sources: well-formed https links that open safely in a new tab', () => {
    const links = doc.querySelectorAll('section[aria-labelledby="further-reading"] a');
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(links.length).toBeLessThanOrEqual(6);
    for (const link of links) {
      const url = new URL(link.getAttribute('href')!);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('suggests two or three other articles to read next', () => {
    const related = doc.querySelectorAll('section[aria-labelledby="related-heading"] a').map((a) => a.getAttribute('href'));
    expect(related.length).toBeGreaterThanOrEqual(2);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related).not.toContain(`/blog/${slug}`);
    for (const href of related) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  });

  it(expected.diagram ? 'draws its system as a sized, captioned, described diagram' : 'has no diagram requirement', () => {
    const figures = doc.querySelectorAll('.article-prose figure.diagram');
    if (!expected.diagram) return;
    expect(figures.length).toBeGreaterThanOrEqual(1);
    for (const figure of figures) {
      const img = figure.querySelector('img')!;
      expect(img.getAttribute('src')).toMatch(/^\/diagrams\/[0-9a-f]{12}\.svg$/);
      expect(fileFor(img.getAttribute('src')!)).toBeDefined();
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      expect(img.getAttribute('loading')).toBe('lazy');
      const caption = figure.querySelector('figcaption')!;
      expect(img.getAttribute('alt')!.length).toBeGreaterThan(10);
      expect(caption.text).toContain(img.getAttribute('alt'));
      // The diagram's content in words, for everyone, one click away.
      expect(caption.querySelector('details > summary')?.text).toBe('Diagram in words');
      expect(caption.querySelector('details > p')!.text.length).toBeGreaterThan(60);
    }
  });

  it('links only to articles published by the time it was last revised', () => {
    const revised = Date.parse(doc.querySelector('article footer time')?.getAttribute('datetime') ?? doc.querySelector('article header time')!.getAttribute('datetime')!);
    const links = doc.querySelectorAll('.article-prose a[href^="/blog/"]').map((a) => a.getAttribute('href')!.replace(/#.*$/, ''));
    for (const href of new Set(links)) {
      const published = page(href).doc.querySelector('article header time')!.getAttribute('datetime')!;
      expect(Date.parse(published), `${href} was published ${published}`).toBeLessThanOrEqual(revised);
    }
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
