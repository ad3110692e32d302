import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEED_ITEM_LIMIT } from '../../src/config/blog.ts';
import { formatMonthYear } from '../../src/lib/dates.ts';
import { CONTACT_PATH, articlePath } from '../../src/config/paths.ts';
import { readMinutes } from '../../src/lib/read-time.ts';
import { PHONE_COLUMN } from '../../src/render/diagrams.ts';
import { ARTICLES } from '../expected-site.ts';
import { fileFor, jsonLd, page } from './site.ts';

/**
 * Section ids of the articles published so far. They are a contract: other sites link to them, so
 * one that disappears fails here. Every article, listed here or not, lists its own `{#id}`
 * headings in its contents.
 */
const PUBLISHED_IDS: Record<string, string[]> = {
  'zero-trust-in-aws': ['principles', 'aws-foundation', 'identity-access', 'network-security', 'data-protection', 'monitoring'],
  'zero-downtime-heterogeneous-db-migrations': ['overview', 'aws-dms', 'strategies', 'implementation', 'testing', 'cutover'],
  'terraform-state-management': ['state-basics', 'remote-backends', 'state-locking', 'team-workflows', 'best-practices', 'troubleshooting'],
  'terraform-modules-best-practices': ['module-design', 'structure', 'versioning', 'testing', 'documentation', 'publishing'],
  'modern-serverless-aws': ['introduction', 'architecture-patterns', 'core-services', 'development-practices', 'security', 'optimization'],
  'ci-cd-github-actions-terraform': ['overview', 'setup', 'workflows', 'security', 'environments', 'advanced'],
  'advanced-ci-cd-canary-deployments': ['introduction', 'aws-services', 'architecture', 'implementation', 'monitoring', 'rollback'],
  'generative-ai-business-guide-2025': ['introduction', 'technology-types', 'business-use-cases', 'industry-applications', 'implementation-strategy', 'roi-measurement', 'challenges', 'future-outlook', 'getting-started'],
  'event-driven-architecture-aws': ['why-events', 'building-blocks', 'patterns', 'reliability', 'observability', 'getting-started'],
  'web3-utility-vs-hype': ['when-it-helps', 'when-database-wins', 'decision-checklist', 'real-costs', 'regulation', 'red-flags'],
  'rwa-tokenization-guide': ['legal-wrapper', 'asset-types', 'token-standards', 'infrastructure', 'lifecycle', 'liquidity'],
  'web3-thirty-day-pilot': ['preparation', 'week-by-week', 'what-to-measure', 'go-no-go', 'pilot-to-production', 'production-operations'],
};

/** The `## Heading {#id}` ids of an MDX body, in order. */
const headingIds = (body: string) => [...body.matchAll(/^## .*\{#([\w-]+)\}\s*$/gm)].map((match) => match[1]!);

describe.each(ARTICLES.map((article) => [article.slug, article] as const))('/blog/%s', (slug, article) => {
  const { doc } = page(articlePath(slug));
  const contents = doc.querySelectorAll('nav[aria-labelledby="toc-heading"] a').map((a) => a.getAttribute('href')!.slice(1));
  const sections = doc.querySelectorAll('.article-prose h2').map((h) => h.id);
  const readTime = doc.querySelectorAll('article header span').find((span) => /^\d+ min read$/.test(span.text.trim()));
  const minutes = Number(readTime?.text.match(/\d+/)?.[0]);

  it('lists its sections in the contents, keeping every published section id', () => {
    expect(sections).toEqual(headingIds(article.body));
    expect(contents).toEqual(sections);
    for (const id of PUBLISHED_IDS[slug] ?? []) expect(sections, `published section #${id}`).toContain(id);
  });

  it('shows the read time computed from its text', () => {
    expect(minutes).toBe(readMinutes(article.body));
  });

  it('shows "Last updated" only where the article has an update date', () => {
    const label = doc.querySelector('article footer')?.text ?? '';
    if (article.updatedDate) expect(label).toContain(`Last updated ${formatMonthYear(new Date(article.updatedDate))}`);
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

  it('draws each Mermaid diagram as a sized, captioned, described picture', () => {
    const figures = doc.querySelectorAll('.article-prose figure.diagram');
    expect(figures).toHaveLength(article.body.match(/^```mermaid/gm)?.length ?? 0);
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
      // A phone shows the narrow drawing at its own size: no wider than its column.
      for (const source of figure.querySelectorAll('source')) expect(Number(source.getAttribute('width')), source.getAttribute('srcset')!).toBeLessThanOrEqual(PHONE_COLUMN);
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
  it.each(ARTICLES.filter((article) => article.cta).map((article) => [article.slug, article] as const))('ends %s with the buttons its frontmatter names', (slug, article) => {
    const { doc } = page(articlePath(slug));
    const links = doc.querySelectorAll('aside[aria-labelledby="article-cta-heading"] a').map((a) => ({ label: a.text.trim(), href: a.getAttribute('href') }));
    expect(links).toEqual(article.cta!.actions.map(({ label, href }) => ({ label, href })));
  });

  it.each(ARTICLES.map((article) => [article.slug] as const))('%s ends with a call to action that leads to the contact form', (slug) => {
    const boxes = page(articlePath(slug)).doc.querySelectorAll('aside[aria-labelledby="article-cta-heading"]');
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.querySelectorAll('a').map((a) => a.getAttribute('href')?.split('?')[0])).toContain(CONTACT_PATH);
  });

  it.each(ARTICLES.map((article) => [article.slug, article.notAdvice ?? false] as const))('%s carries the not-advice disclaimer only when its frontmatter asks: %s', (slug, notAdvice) => {
    const disclaimer = page(articlePath(slug)).doc.querySelector('aside[aria-label="Disclaimer"]')?.text;
    if (notAdvice) expect(disclaimer).toMatch(/educational purposes only.*not financial, legal or\s+investment advice/s);
    else expect(disclaimer).toBeUndefined();
  });
});

describe('RSS feed', () => {
  const feed = readFileSync('dist/rss.xml', 'utf8');
  const items = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);

  it(`lists the newest published articles (${FEED_ITEM_LIMIT} at most), newest first, with link, description, date and category`, () => {
    expect(items.map((item) => new URL(/<link>([^<]+)<\/link>/.exec(item)![1]!).pathname)).toEqual(
      ARTICLES.slice(0, FEED_ITEM_LIMIT).map((article) => articlePath(article.slug)),
    );
    for (const item of items) {
      expect(item).toMatch(/<title>.+<\/title>/);
      expect(item).toMatch(/<link>https?:\/\/[^<]+\/blog\/[a-z0-9-]+<\/link>/);
      expect(item).toMatch(/<description>.+<\/description>/);
      expect(item).toMatch(/<pubDate>.+<\/pubDate>/);
      expect(item).toMatch(/<category>.+<\/category>/);
    }
  });
});
