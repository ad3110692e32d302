import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../scripts/test-support/site-origin.mjs';
import { SITE } from '../../src/config/identity.ts';
import { articlePages, articleSources, slugOf } from './published.ts';
import { CASE_STUDIES_PATH } from '../../src/config/paths.ts';
import { contentPages, fileFor, jsonLd, pages } from './site.ts';

const origin = new URL(SITE_ORIGIN).origin;
const llms = readFileSync('dist/llms.txt', 'utf8');
/** `- [Title](url): note` lines, by URL. */
const llmsLines = new Map([...llms.matchAll(/^- \[(.+)\]\((\S+)\): (.+)$/gm)].map((m) => [m[2]!, { title: m[1]!.replace(/\\([[\]])/g, '$1'), note: m[3]! }]));
const servicePages = contentPages.filter((p) => jsonLd(p.doc).some((data) => data['@type'] === 'Service'));
const twinFiles = readdirSync('dist/blog').filter((file) => file.endsWith('.md'));

describe('/llms.txt', () => {
  it('follows the llmstxt.org layout: the firm as H1, a quoted summary, then sections of links', () => {
    expect(llms.startsWith(`# ${SITE.name}\n\n> `)).toBe(true);
    const headings = [...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(['Services', 'Articles', 'Case studies']);
    for (const line of llms.split('\n').filter((text) => text.startsWith('- '))) expect(line).toMatch(/^- \[.+\]\(https?:\/\/\S+\): \S.+$/);
  });

  it('lists every service page once, with its description', () => {
    expect(servicePages.length).toBeGreaterThan(0);
    for (const p of servicePages) {
      const line = llmsLines.get(new URL(p.route, origin).href);
      expect(line, p.route).toEqual({ title: p.doc.querySelector('h1')!.text.trim(), note: p.doc.querySelector('meta[name="description"]')!.getAttribute('content') });
    }
  });

  it('lists every case study once, with its title', () => {
    const studies = pages.filter((p) => p.route.startsWith(`${CASE_STUDIES_PATH}/`));
    expect(studies.length).toBeGreaterThan(0);
    for (const p of studies) expect(llmsLines.get(new URL(p.route, origin).href)?.note, p.route).toBe(p.doc.querySelector('meta[name="description"]')!.getAttribute('content'));
  });

  it('lists every published article once, linking to its Markdown twin', () => {
    const articleLines = [...llmsLines.keys()].filter((url) => url.endsWith('.md'));
    expect(articleLines.sort()).toEqual(articlePages.map((p) => new URL(`${p.route}.md`, origin).href).sort());
  });
});

describe('Markdown twins', () => {
  it('exist for the published articles and nothing else: no draft or scheduled article has one', () => {
    expect(twinFiles.sort()).toEqual(articlePages.map((p) => `${slugOf(p)}.md`).sort());
    for (const source of articleSources().filter((candidate) => candidate.heldBack)) {
      expect(existsSync(join('dist/blog', `${source.slug}.md`)), source.slug).toBe(false);
      expect(llms).not.toContain(`/blog/${source.slug}`);
    }
  });

  describe.each(articlePages.map((p) => [p.route, p] as const))('%s', (route, p) => {
    const twin = readFileSync(`dist${route}.md`, 'utf8');
    const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(twin) ?? [];
    const data = parse(frontmatter ?? '') as Record<string, unknown>;

    it('is announced in the page head and served from that address', () => {
      const link = p.doc.querySelector('link[rel="alternate"][type="text/markdown"]');
      expect(link?.getAttribute('href')).toBe(`${route}.md`);
      expect(fileFor(`${route}.md`)).toBeDefined();
    });

    it('names title, author, dates, canonical address and sources as the page shows them', () => {
      const meta = (property: string) => p.doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
      expect(data.title).toBe(p.doc.querySelector('h1')!.text.trim());
      expect(data.author).toBe(p.doc.querySelector('article header a[href^="/authors/"]')!.text.trim());
      expect(data.published).toBe(meta('article:published_time')!.slice(0, 10));
      expect(data.updated).toBe(meta('article:modified_time')?.slice(0, 10));
      expect(data.canonical).toBe(p.doc.querySelector('link[rel="canonical"]')!.getAttribute('href'));
      const further = p.doc.querySelectorAll('#further-reading + ul a').map((a) => a.getAttribute('href'));
      expect((data.sources as { url: string }[]).map((source) => source.url)).toEqual(further);
    });

    it('carries the body as written in the article file, with each deadline offer in the words its page shows', () => {
      const source = readFileSync(join('content', 'articles', `${slugOf(p)}.mdx`), 'utf8');
      const offers = p.doc.querySelectorAll('[data-deadline-offer]').map((offer) => offer.text);
      let written = source.replace(/^---\r?\n[\s\S]*?\r?\n---/, '').trim();
      for (const words of offers) written = written.replace(/<DeadlineOffer of="[\w-]+" \/>/, words);
      expect(body).toBe(`${written}\n`);
    });
  });
});
