import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { LISTING_ROUTES } from '../expected-site.ts';
import { formEndpoint } from '../../src/config/forms.ts';
import { REDIRECTS, SECURITY_HEADERS } from '../../src/config/hosting.ts';
import { DIST, pages } from './site.ts';

const forms = formEndpoint(process.env.PUBLIC_CONTACT_FORM_ENDPOINT);
/** The one origin besides the site's that pages may post to: a third-party form service, when the build names one. */
const formOrigin = forms.service ? new URL(forms.contact).origin : undefined;
const formSources = formOrigin ? ["'self'", formOrigin] : ["'self'"];

/** A page's CSP as directive name → sources, read as a browser splits it: directives at `;`, sources at spaces. */
function policy(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1];
  if (!content) throw new Error('no CSP meta');
  const directives = content.split(';').map((directive) => directive.trim().split(/\s+/));
  return new Map(directives.filter(([name]) => name).map(([name, ...sources]) => [name!, sources]));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe.each(pages.map((p) => [p.route, p] as const))('%s', (route, p) => {
  const csp = policy(p.html);

  it('has a CSP that allows nothing beyond the site, its own inline code and the form service', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    // A fetch directive the policy leaves out falls back to default-src.
    expect(csp.get('font-src') ?? csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src') ?? csp.get('default-src')).toEqual(formSources);
    expect(csp.get('form-action')).toEqual(formSources);
    for (const [name, sources] of csp) {
      expect(sources, name).not.toContain('*');
      expect(sources, name).not.toContain("'unsafe-eval'");
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
      for (const source of sources) expect(source, `${name} ${source}`).toMatch(/^('self'|'none'|'sha256-[A-Za-z0-9+/=]+'|'wasm-unsafe-eval'|data:|https?:\/\/localhost:\d+|https:\/\/[a-z0-9.-]+)$/);
    }
    // Exactly the hashes of the inline code on this page, computed here: the text of each inline
    // script the browser runs (not a data block) and of each style, SHA-256, base64, as CSP compares it.
    const runs = (script: HTMLElement) => !script.hasAttribute('src') && ['', 'module', 'text/javascript', 'speculationrules'].includes(script.getAttribute('type') ?? '');
    const scripts = [...new Set(p.doc.querySelectorAll('script').filter(runs).map((script) => sha256(script.rawText)))];
    const styles = [...new Set(p.doc.querySelectorAll('style').map((style) => sha256(style.rawText)))];
    // WebAssembly (Pagefind) only where the full-text search runs.
    const wasm = LISTING_ROUTES.includes(route) ? ["'wasm-unsafe-eval'"] : [];
    expect(csp.get('script-src')).toEqual(["'self'", ...wasm, ...scripts]);
    expect(csp.get('style-src')).toEqual(["'self'", ...styles]);
  });

  it('keeps every JSON-LD block inside its script element, as valid JSON', () => {
    for (const [, text] of p.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      expect(text).not.toMatch(/[<>]/);
      expect(() => JSON.parse(text!)).not.toThrow();
    }
  });

  it('labels every form control for assistive technology', () => {
    const controls = p.doc.querySelectorAll('input, select, textarea').filter((control) => control.getAttribute('type') !== 'hidden');
    for (const control of controls) {
      const id = control.getAttribute('id');
      const labelled =
        Boolean(control.getAttribute('aria-label')?.trim()) ||
        Boolean(control.getAttribute('aria-labelledby')) ||
        (id !== undefined && p.doc.querySelector(`label[for="${id}"]`)?.text.trim()) ||
        control.closest('label') !== null;
      expect(labelled, `${control.tagName} ${id ?? control.getAttribute('name')}`).toBeTruthy();
    }
  });
});

describe.each(Object.keys(REDIRECTS))('the redirect page left at %s', (from) => {
  it('allows nothing to load or run: it only sends the browser on', () => {
    const html = readFileSync(`${DIST}${from}.html`, 'utf8');
    expect(html).toContain('http-equiv="refresh"');
    const csp = policy(html);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
  });
});

describe('_headers', () => {
  const file = readFileSync('dist/_headers', 'utf8');
  const block = (pattern: string) => {
    const start = file.indexOf(`${pattern}\n`);
    expect(start, pattern).toBeGreaterThanOrEqual(0);
    const rest = file.slice(start + pattern.length + 1);
    return Object.fromEntries(
      rest
        .split('\n')
        .filter((line, index, lines) => line.startsWith('  ') && lines.slice(0, index).every((l) => l.startsWith('  ')))
        .map((line) => line.trim().split(/:\s(.*)/s).slice(0, 2) as [string, string]),
    );
  };

  it('sends the security headers on every path, each with its value', () => {
    const headers = block('/*');
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers).toEqual(SECURITY_HEADERS);
  });

  it('caches each fingerprinted asset for a year, by its own rule, so a miss is never cached', () => {
    const assets = readdirSync('dist/_astro').filter((name) => /\.(js|css)$/.test(name));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(block(`/_astro/${asset}`), asset).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(file).not.toMatch(/^\/_astro\/\*$/m);
  });
});

describe('the not-found page, its inline code listed by hand', () => {
  // What /404 runs inline, in page order, each recognised by a phrase of its own source. The hashes
  // are computed here with node:crypto from text cut out by a regular expression, not by the build's
  // parser or its hash function, so a wrong hash or a missed element in the build fails this test.
  const SCRIPTS = [
    // The build joins the island loader (src/browser/island-loader.ts) to the head's script.
    ['the theme and the island loader (layout/ThemeScript.astro)', 'localStorage.getItem("theme")'],
    ['the prerendering rule set (lib/speculation-rules.ts)', '"eagerness":"moderate"'],
  ] as const;
  const html = readFileSync(`${DIST}/404.html`, 'utf8');
  const inline = (tag: string) => [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1]!);

  it('allows exactly those scripts and the first-paint style, by hash, in page order', () => {
    const scripts = inline('script');
    expect(scripts.map((code) => SCRIPTS.findIndex(([, phrase]) => code.includes(phrase)))).toEqual([0, 1]);
    expect(scripts[0]).toContain('/_astro/astro-island.');
    const styles = inline('style');
    expect(styles).toHaveLength(1);
    expect(html).toMatch(/<style data-first-paint>/);
    const csp = policy(html);
    expect(csp.get('script-src')).toEqual(["'self'", ...scripts.map(sha256)]);
    expect(csp.get('style-src')).toEqual(["'self'", ...styles.map(sha256)]);
  });
});
