import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN as SITE } from '../../scripts/test-support/site-origin.mjs';
import { FEED_ITEM_LIMIT } from '../../src/config/blog.ts';
import { ARTICLE_ROUTES, isArticleRoute } from '../expected-site.ts';
import { contentPages, jsonLd, pages } from './site.ts';

const sitemapUrls = [...readFileSync('dist/sitemap-0.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap and robots.txt', () => {
  it('lists every page once, at its canonical address, and nothing else', () => {
    const canonical = contentPages.map((p) => p.doc.querySelector('link[rel="canonical"]')!.getAttribute('href')!);
    expect([...sitemapUrls].sort()).toEqual([...canonical].sort());
    expect(sitemapUrls.some((url) => /\/(404|500)$|devops-transformation|security-compliance/.test(url))).toBe(false);
  });

  it('points robots.txt at the sitemap index, which points at the sitemap', () => {
    expect(readFileSync('dist/robots.txt', 'utf8')).toContain(`Sitemap: ${new URL('/sitemap-index.xml', SITE).href}`);
    expect(readFileSync('dist/sitemap-index.xml', 'utf8')).toContain(new URL('/sitemap-0.xml', SITE).href);
  });

  it('keeps the feed in step with the articles: the newest of them, at most FEED_ITEM_LIMIT', () => {
    const feed = readFileSync('dist/rss.xml', 'utf8');
    const feedLinks = [...feed.matchAll(/<link>([^<]+\/blog\/[^<]+)<\/link>/g)].map((m) => m[1]).sort();
    const articleUrls = sitemapUrls.filter((url) => isArticleRoute(new URL(url).pathname)).sort();
    expect(articleUrls).toHaveLength(ARTICLE_ROUTES.length);
    // The feed carries the newest articles, at most FEED_ITEM_LIMIT of them.
    expect(articleUrls).toEqual(expect.arrayContaining(feedLinks));
    expect(feedLinks).toHaveLength(Math.min(FEED_ITEM_LIMIT, articleUrls.length));
  });
});

describe('social cards', () => {
  it.each(pages.map((p) => [p.route, p] as const))('%s points at a 1200×630 PNG that exists', async (_route, p) => {
    const image = p.doc.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
    const file = `dist${new URL(image).pathname}`;
    const { width, height, format } = await sharp(file).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });

  it('gives every article and service page its own card', () => {
    const own = contentPages.filter((p) => isArticleRoute(p.route) || /^\/services\/.+/.test(p.route));
    expect(own.filter((p) => isArticleRoute(p.route))).toHaveLength(ARTICLE_ROUTES.length);
    for (const p of own) {
      const image = p.doc.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
      expect(image).toMatch(new RegExp(`/og${p.route}\\.png$`));
    }
  });
});

describe('what link previews, feed readers and validators read', () => {
  it('describes every social card in words', () => {
    for (const p of pages) {
      const alt = p.doc.querySelector('meta[property="og:image:alt"]')?.getAttribute('content');
      expect(alt, p.route).toMatch(/social card$/);
      expect(p.doc.querySelector('meta[name="twitter:image:alt"]')?.getAttribute('content'), p.route).toBe(alt);
    }
  });

  it('names the publisher with a logo on every article', () => {
    for (const p of contentPages.filter((candidate) => isArticleRoute(candidate.route))) {
      const posting = jsonLd(p.doc).find((data) => data['@type'] === 'BlogPosting') as unknown as { publisher: { logo: { url: string } } };
      expect(posting.publisher.logo.url, p.route).toBe(new URL('/icon-512.png', SITE).href);
    }
  });

  it('gives the feed its own address and a build date', () => {
    const feed = readFileSync('dist/rss.xml', 'utf8');
    expect(feed).toContain(`<atom:link href="${new URL('/rss.xml', SITE).href}" rel="self" type="application/rss+xml"/>`);
    expect(feed).toMatch(/<lastBuildDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT<\/lastBuildDate>/);
  });

  it('captions every data table in the articles', () => {
    const tables = contentPages.flatMap((p) => p.doc.querySelectorAll('.article-prose table'));
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) expect(table.querySelector('caption')?.text).toMatch(/^Table \d+/);
  });

  it('publishes a security contact (RFC 9116) that has not expired', () => {
    const text = readFileSync('dist/.well-known/security.txt', 'utf8');
    expect(text).toMatch(/^Contact: mailto:security@example\.com$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)![1]!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires - Date.now()).toBeLessThan(366 * 24 * 60 * 60 * 1000);
    expect(text).toMatch(new RegExp(`^Canonical: ${new URL('/.well-known/security.txt', SITE).href}$`, 'm'));
  });
});
