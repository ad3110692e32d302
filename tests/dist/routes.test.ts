import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_ROUTES, EXPECTED_ROUTES } from '../expected-site.ts';
import { fileFor, page, pages } from './site.ts';

describe('routes', () => {
  it.each(EXPECTED_ROUTES)('%s is built', (route) => {
    expect(fileFor(route)).toBeDefined();
  });

  it('builds nothing beyond the pages content/ and the config call for, and the error pages', () => {
    expect(pages.map((p) => p.route).sort()).toEqual([...EXPECTED_ROUTES, ...ERROR_ROUTES].sort());
  });

  it('writes the not-found page as dist/404.html, marked noindex, logging the path from a bundled script', () => {
    const notFound = page('/404');
    expect(notFound.doc.querySelector('h1')?.text).toBe('Oops! Page not found');
    expect(notFound.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(notFound.doc.querySelectorAll('main a[href="/"]').map((a) => a.text.trim())).toContain('Return to Home');
    const script = notFound.doc.querySelectorAll('script[src]').find((s) => s.getAttribute('src')!.includes('404'));
    expect(script).toBeDefined();
    expect(readFileSync(`dist${script!.getAttribute('src')}`, 'utf8')).toContain('location.pathname');
    const inline = notFound.doc.querySelectorAll('script:not([src])').filter((s) => s.getAttribute('type') !== 'application/ld+json');
    expect(inline.some((s) => s.text.includes('pathname'))).toBe(false);
  });

  it('writes dist/500.html reading "Unexpected Application Error!"', () => {
    expect(page('/500').doc.querySelector('h1')?.text).toBe('Unexpected Application Error!');
  });

  it('redirects the legacy service addresses, in pages and in _redirects', () => {
    for (const [from, to] of [
      ['devops-transformation', 'devops-automation'],
      ['security-compliance', 'security-consulting'],
    ]) {
      const stub = readFileSync(`dist/services/${from}.html`, 'utf8');
      expect(stub).toContain(`url=/services/${to}`);
      // A plain 301: Cloudflare rejects Netlify's forced `301!` with the whole file.
      expect(readFileSync('dist/_redirects', 'utf8')).toMatch(new RegExp(`^/services/${from}\\s+/services/${to}\\s+301$`, 'm'));
    }
    expect(existsSync('dist/_headers')).toBe(true);
  });
});
