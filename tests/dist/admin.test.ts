import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CmsField } from '../../src/lib/cms-config.ts';
import { ADMIN_PATH, CMS_CONFIG_PATH, CMS_SCRIPT_PATH } from '../../src/config/paths.ts';
import { pages, searchIndexUrls } from './site.ts';

const html = readFileSync(`dist${ADMIN_PATH}/index.html`, 'utf8');
const headers = readFileSync('dist/_headers', 'utf8');
const config = JSON.parse(readFileSync(`dist${CMS_CONFIG_PATH}`, 'utf8')) as { collections: { name: string; folder: string; extension: string; fields: CmsField[] }[] };
/** The `_headers` block for a path pattern, as name → value. */
const block = (pattern: string) =>
  Object.fromEntries(
    (headers.split('\n\n').find((chunk) => chunk.trimStart().startsWith(`${pattern}\n`)) ?? '')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/: (.*)/s).slice(0, 2)),
  );

describe('the content editor at /admin', () => {
  it('is a page of its own that loads only the editor, from this site, and asks not to be indexed', () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect([...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1])).toEqual([CMS_SCRIPT_PATH]);
    expect(existsSync(`dist${CMS_SCRIPT_PATH}`)).toBe(true);
    expect(html).toContain(`href="${CMS_CONFIG_PATH}"`);
  });

  it('serves the editor’s script exactly as the installed package publishes it', () => {
    const published = readFileSync(new URL('../dist/sveltia-cms.js', pathToFileURL(createRequire(import.meta.url).resolve('@sveltia/cms'))));
    expect(readFileSync(`dist${CMS_SCRIPT_PATH}`).equals(published)).toBe(true);
  });

  it('has its own policy in its page: Sveltia’s documented policy for GitHub, and no other host', () => {
    const content = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(html)?.[1];
    expect(content).toBeDefined();
    const csp = Object.fromEntries(content!.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    // Its script from here; the code it loads on demand (the WebP encoder Safari needs, as WebAssembly) from unpkg.com.
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://unpkg.com']);
    expect(csp['font-src']).toEqual(["'self'", 'https://cdn.jsdelivr.net']);
    expect(csp['connect-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.github.com', 'https://www.githubstatus.com', 'https://unpkg.com']);
    // Sveltia's web-app manifest is a blob: address; Safari knows no manifest-src, so default-src allows it.
    expect(csp['default-src']).toEqual(["'self'", 'blob:']);
    expect(Object.keys(csp)).not.toContain('manifest-src');
    // The policy comes before the editor's script, or the script would run under none.
    expect(html.indexOf('content-security-policy')).toBeLessThan(html.indexOf('<script'));
    expect(block('/admin*')['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(block('/admin*')['Content-Security-Policy']).toBeUndefined();
  });

  it('allows every host the installed editor loads its fonts and its on-demand code from', () => {
    const script = readFileSync(`dist${CMS_SCRIPT_PATH}`, 'utf8');
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(html)![1]!;
    const allowed = (directive: string) => policy.split('; ').find((entry) => entry.startsWith(`${directive} `))!.split(' ');
    const fonts = [...script.matchAll(/url\((https:\/\/[^/)]+)\/[^)]*\.woff2\)/g)].map((match) => match[1]!);
    expect(fonts.length).toBeGreaterThan(0);
    for (const origin of fonts) expect(allowed('font-src'), origin).toContain(origin);
    const packages = [...script.matchAll(/`(https:\/\/unpkg\.com)\//g)].map((match) => match[1]!);
    expect(packages.length).toBeGreaterThan(0);
    for (const origin of packages) {
      expect(allowed('script-src'), origin).toContain(origin);
      expect(allowed('connect-src'), origin).toContain(origin);
    }
  });

  it('lists the collections editors may change, each in a folder of content/ that exists', () => {
    expect(config.collections.map((collection) => collection.name)).toEqual(expect.arrayContaining(['articles', 'case-studies']));
    for (const { folder, extension } of config.collections) expect(readdirSync(folder).some((file) => file.endsWith(`.${extension}`)), folder).toBe(true);
  });

  it('offers every service page, and only those, when a case study names the services it exercised', () => {
    const studies = config.collections.find(({ name }) => name === 'case-studies')!;
    const services = studies.fields.find(({ name }) => name === 'engagement')!.fields!.find(({ name }) => name === 'services')!;
    const files = readdirSync('content/services').filter((file) => file.endsWith('.mdx')).map((file) => file.replace(/\.mdx$/, ''));
    expect(services.options!.map((option) => (typeof option === 'string' ? option : option.value)).sort()).toEqual(files.sort());
  });

  it('stays out of the sitemap, the search index and the site’s page checks', () => {
    expect(readFileSync('dist/sitemap-0.xml', 'utf8')).not.toContain(ADMIN_PATH);
    expect(pages.some((p) => p.route.startsWith(ADMIN_PATH))).toBe(false);
    const indexed = searchIndexUrls();
    expect(indexed.length).toBeGreaterThan(0);
    expect(indexed.filter((url) => url.startsWith(ADMIN_PATH))).toEqual([]);
  });
});
