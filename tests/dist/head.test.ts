import { describe, expect, it } from 'vitest';
import { isArticleRoute } from '../expected-site.ts';
import { SITE_ORIGIN as SITE } from '../../scripts/test-support/site-origin.mjs';
import { contentPages, jsonLd, page, pages } from './site.ts';

const meta = (p: (typeof pages)[number], key: string) =>
  p.doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');

describe('head of every page', () => {
  it.each(pages.map((p) => [p.route, p] as const))('%s: lang, title, description, canonical, social tags, one h1', (route, p) => {
    expect(p.doc.querySelector('html')?.getAttribute('lang')).toBe('en');
    const title = p.doc.querySelector('title')?.text ?? '';
    expect(title).toMatch(/Basalt Technologies/);
    if (route !== '/') expect(title).toMatch(/^.+ — Basalt Technologies$/);
    const description = meta(p, 'description') ?? '';
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    const canonical = p.doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toBe(new URL(route, SITE).href);
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'twitter:card']) {
      expect(meta(p, key), key).toBeTruthy();
    }
    // X falls back to the Open Graph title, description and image; a twitter: copy of one would be
    // bytes in every first response that say nothing new, and could drift from the og: one.
    for (const key of ['twitter:title', 'twitter:description', 'twitter:image']) expect(meta(p, key), key).toBeUndefined();
    expect(meta(p, 'og:image')).toMatch(/^https?:\/\/.+\.png$/);
    expect(p.doc.querySelectorAll('h1')).toHaveLength(1);
    expect(p.doc.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe('/rss.xml');
    expect(p.doc.querySelector('link[rel="icon"][type="image/svg+xml"]')).not.toBeNull();
    expect(p.doc.querySelector('a[href="#main"]')?.text).toContain('Skip to content');
  });

  it('gives every page its own title and description', () => {
    const titles = contentPages.map((p) => p.doc.querySelector('title')?.text);
    const descriptions = contentPages.map((p) => meta(p, 'description'));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe('structured data', () => {
  const types = (route: string) => jsonLd(page(route).doc).map((data) => data['@type']);

  it('describes the firm and the site on the home page', () => {
    expect(types('/')).toEqual(expect.arrayContaining(['ProfessionalService', 'WebSite']));
  });

  it('puts breadcrumbs on nested pages, a Service on service pages and a BlogPosting on articles', () => {
    for (const p of contentPages.filter((candidate) => candidate.route !== '/')) expect(types(p.route), p.route).toContain('BreadcrumbList');
    for (const p of contentPages.filter((candidate) => candidate.route.startsWith('/services/'))) expect(types(p.route)).toContain('Service');
    for (const p of contentPages.filter((candidate) => isArticleRoute(candidate.route))) expect(types(p.route)).toContain('BlogPosting');
  });

  it('marks up the Web3 FAQ as an FAQPage with seven questions', () => {
    const faq = jsonLd(page('/services/web3-development').doc).find((data) => data['@type'] === 'FAQPage');
    expect((faq?.mainEntity as unknown[]).length).toBe(7);
  });
});
