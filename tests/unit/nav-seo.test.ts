import { describe, expect, it } from 'vitest';
import { linkState } from '../../src/lib/nav.ts';
import { blogListingPath, routePath } from '../../src/config/paths.ts';
import { buildHead, pageTitle } from '../../src/lib/seo.ts';
import { breadcrumbJsonLd, faqPageJsonLd } from '../../src/lib/structured-data.ts';

describe('navigation state', () => {
  it('normalises built file names to routes', () => {
    expect(routePath('/blog.html')).toBe('/blog');
    expect(routePath('/index.html')).toBe('/');
    expect(routePath('/services/')).toBe('/services');
  });

  it('marks the page itself and the section it belongs to', () => {
    expect(linkState('/services', '/services.html')).toBe('page');
    expect(linkState('/services', '/services/cloud-architecture.html')).toBe('section');
    expect(linkState('/blog', '/about.html')).toBeNull();
  });
});

describe('blog listing addresses', () => {
  it('put All at /blog, each other tab under /blog/category, and later pages under …/page/N', () => {
    expect(blogListingPath('all')).toBe('/blog');
    expect(blogListingPath('all', 1)).toBe('/blog');
    expect(blogListingPath('all', 2)).toBe('/blog/page/2');
    expect(blogListingPath('web3')).toBe('/blog/category/web3');
    expect(blogListingPath('web3', 3)).toBe('/blog/category/web3/page/3');
  });
});

describe('head', () => {
  it('titles pages "Page — Basalt Technologies"', () => {
    expect(pageTitle('About')).toBe('About — Basalt Technologies');
    expect(pageTitle(null)).toMatch(/^Basalt Technologies — /);
  });

  it('builds canonical, Open Graph and Twitter tags on the given origin', () => {
    const head = buildHead({ title: 'About', description: 'About the firm', path: '/about/' }, 'https://basalt.test');
    const find = (key: string) => head.find((e) => e.attrs.property === key || e.attrs.name === key || e.attrs.rel === key);
    expect(find('canonical')?.attrs.href).toBe('https://basalt.test/about');
    expect(find('og:url')?.attrs.content).toBe('https://basalt.test/about');
    expect(find('og:image')?.attrs.content).toBe('https://basalt.test/og/default.png');
    expect(find('twitter:card')?.attrs.content).toBe('summary_large_image');
    expect(find('robots')).toBeUndefined();
    expect(routePath('/')).toBe('/');
  });

  it('keeps noindex pages out of search', () => {
    const head = buildHead({ title: 'Missing', description: 'x', path: '/404', noindex: true }, 'https://basalt.test');
    expect(head.some((e) => e.attrs.name === 'robots' && e.attrs.content?.startsWith('noindex'))).toBe(true);
  });
});

describe('structured data', () => {
  it('builds breadcrumbs from Home', () => {
    const crumbs = breadcrumbJsonLd('/blog', 'Blog', 'https://basalt.test');
    const items = crumbs.itemListElement as { item: string }[];
    expect(items.map((item) => item.item)).toEqual(['https://basalt.test/', 'https://basalt.test/blog']);
  });

  it('turns FAQ items into questions and answers', () => {
    const faq = faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]);
    expect((faq.mainEntity as unknown[])[0]).toEqual({ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } });
  });
});

describe('JSON-LD in a page', () => {
  it('keeps frontmatter text inside its script element and still parses to the same data', async () => {
    const { serializeJsonLd } = await import('../../src/lib/structured-data.ts');
    const data = { headline: 'Stop </script><script>alert(1)</script> & go', note: 'line\u2028separator' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
