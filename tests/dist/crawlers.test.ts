import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN as SITE } from '../../scripts/site-origin.mjs';
import { contentPages, pages } from './site';

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

  it('keeps the feed in step with the articles', () => {
    const feed = readFileSync('dist/rss.xml', 'utf8');
    const feedLinks = [...feed.matchAll(/<link>([^<]+\/blog\/[^<]+)<\/link>/g)].map((m) => m[1]).sort();
    const articleUrls = sitemapUrls.filter((url) => /\/blog\/.+/.test(url)).sort();
    expect(feedLinks).toEqual(articleUrls);
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
    const own = contentPages.filter((p) => /^\/(blog|services)\/.+/.test(p.route));
    for (const p of own) {
      const image = p.doc.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
      expect(image).toMatch(new RegExp(`/og${p.route}\\.png$`));
    }
  });
});
