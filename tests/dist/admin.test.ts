import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

  it('serves every font the editor asks for from this site, and no font from elsewhere', () => {
    const script = readFileSync(`dist${CMS_SCRIPT_PATH}`, 'utf8');
    const fonts = [...script.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => m[1]!);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.startsWith(`${ADMIN_PATH}/fonts/`), font).toBe(true);
      expect(existsSync(`dist${font}`), font).toBe(true);
    }
  });

  it('has its own policy in its page: scripts and fonts from this site only, the GitHub API to commit to, no other host', () => {
    const content = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(html)?.[1];
    expect(content).toBeDefined();
    const csp = Object.fromEntries(content!.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    // WebAssembly for the WebP encoder served beside it, for browsers that cannot encode WebP (Safari).
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['font-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.github.com']);
    // Sveltia's web-app manifest is a blob: address; Safari knows no manifest-src, so default-src allows it.
    expect(csp['default-src']).toEqual(["'self'", 'blob:']);
    expect(Object.keys(csp)).not.toContain('manifest-src');
    // The policy comes before the editor's script, or the script would run under none.
    expect(html.indexOf('content-security-policy')).toBeLessThan(html.indexOf('<script'));
    expect(block('/admin*')['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(block('/admin*')['Content-Security-Policy']).toBeUndefined();
  });

  it('serves the WebP encoder Sveltia would import from unpkg.com, with every file it imports', () => {
    const script = readFileSync(`dist${CMS_SCRIPT_PATH}`, 'utf8');
    expect(script).toContain(`return\`${ADMIN_PATH}/webp\``);
    const pending = ['encode.js'];
    const seen = new Set<string>();
    while (pending.length) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      expect(existsSync(`dist${ADMIN_PATH}/webp/${file}`), file).toBe(true);
      if (!file.endsWith('.js')) continue;
      const source = readFileSync(`dist${ADMIN_PATH}/webp/${file}`, 'utf8');
      const base = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
      for (const [, target] of source.matchAll(/(?:from |import\()'(\.[^']+)'/g)) pending.push(new URL(target!, `http://x/${base}`).pathname.slice(1));
      for (const [, wasm] of source.matchAll(/"([\w.]+\.wasm)"/g)) pending.push(`${base}${wasm}`);
      expect(source).not.toMatch(/from '(?!\.)/);
    }
    expect([...seen].filter((file) => file.endsWith('.wasm')).length).toBeGreaterThan(0);
  });

  it('asks no other host for a version check or a status feed on load', () => {
    const script = readFileSync(`dist${CMS_SCRIPT_PATH}`, 'utf8');
    expect(script).not.toContain('https://www.githubstatus.com/api/v2/status.json');
    expect(script).not.toMatch(/`\$\{\w+\}\/package\.json`/);
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
