import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { parse as parseHtml, type HTMLElement } from 'node-html-parser';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../scripts/test-support/site-origin.mjs';
import { FEED_ITEM_LIMIT } from '../../src/config/blog.ts';
import { articlePages } from './published.ts';

interface FeedItem {
  title: string;
  link: string;
  pubDate: string;
  'content:encoded': string;
  'dc:creator': string;
}

const xml = readFileSync('dist/rss.xml', 'utf8');
const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' || name === 'category' }).parse(xml) as { rss: { channel: { item: FeedItem[] } } };
const items = feed.rss.channel.item;
const origin = new URL(SITE_ORIGIN).origin;

describe('rss.xml carries whole articles', () => {
  it('is well-formed XML a feed parser reads as RSS 2.0', () => {
    // saxes checks every well-formedness rule of XML 1.0, the characters allowed included, as strict
    // feed readers do; the first error it meets is thrown.
    const strict = new SaxesParser({ xmlns: true });
    strict.on('error', (error) => {
      throw error;
    });
    expect(() => strict.write(xml).close()).not.toThrow();
    expect(items.length).toBeGreaterThan(0);
  });

  it(`lists the newest ${FEED_ITEM_LIMIT} articles at most, newest first`, () => {
    expect(items.length).toBe(Math.min(FEED_ITEM_LIMIT, articlePages.length));
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const oldestListed = Math.min(...dates);
    const listed = new Set(items.map((item) => item.link));
    // Every article newer than the oldest one listed is in the feed.
    for (const p of articlePages) {
      const published = Date.parse(p.doc.querySelector('meta[property="article:published_time"]')!.getAttribute('content')!);
      if (published > oldestListed) expect(listed, p.route).toContain(new URL(p.route, origin).href);
    }
  });

  describe.each(items.map((item) => [new URL(item.link).pathname, item] as const))('%s', (route, item) => {
    const page = articlePages.find((p) => p.route === route);
    // Parsed as a reader would: the inside of <pre> is markup too.
    const body = parseHtml(item['content:encoded'], { blockTextElements: {} });

    it('is a published article, credited to its author', () => {
      expect(page, route).toBeDefined();
      const byline = page!.doc.querySelector('article header a[href^="/authors/"]')!.text.trim();
      expect(item['dc:creator']).toBe(byline);
    });

    it('has the whole text: every paragraph, heading and code block of the page', () => {
      const prose = page!.doc.querySelector('.article-prose')!;
      const plain = (node: HTMLElement) => parseHtml(node.innerHTML.replace(/<[^>]+>/g, '')).text.replace(/\s+/g, ' ').trim();
      const text = (root: HTMLElement, selector: string) => root.querySelectorAll(selector).map(plain);
      for (const selector of ['h2', 'h3', 'pre']) expect(text(body, selector), selector).toEqual(text(prose, selector));
      const paragraphs = (root: HTMLElement) => root.childNodes.filter((node): node is HTMLElement => 'tagName' in node && node.tagName === 'P').map(plain);
      expect(paragraphs(body)).toEqual(paragraphs(prose));
      // Nothing but the text: no stray words from the page's furniture (code bars, buttons) between blocks.
      const stray = body.childNodes.filter((node) => !('tagName' in node) && node.text.trim() !== '').map((node) => node.text.trim());
      expect(stray).toEqual([]);
    });

    it('reads without our CSS or scripts: no script, style, class but a code language, or token span', () => {
      expect(body.querySelectorAll('script, style, link, span, [style], [tabindex], [id]')).toEqual([]);
      for (const node of body.querySelectorAll('[class]')) expect(`${node.tagName} ${node.getAttribute('class')}`).toMatch(/^CODE language-[\w-]+$/);
      for (const pre of body.querySelectorAll('pre')) expect(pre.firstChild && 'tagName' in pre.firstChild ? pre.firstChild.tagName : '').toBe('CODE');
    });

    it('links and loads only absolute addresses', () => {
      for (const a of body.querySelectorAll('a')) expect(a.getAttribute('href')).toMatch(/^(https?:|mailto:)/);
      for (const img of body.querySelectorAll('img')) expect(img.getAttribute('src')!.startsWith(`${origin}/`)).toBe(true);
    });

    it('shows each diagram as an image with its caption and its description in words', () => {
      const diagrams = page!.doc.querySelectorAll('.article-prose figure.diagram');
      const figures = body.querySelectorAll('figure');
      expect(figures).toHaveLength(diagrams.length);
      diagrams.forEach((diagram, index) => {
        const img = figures[index]!.querySelector('img')!;
        expect(img.getAttribute('src')).toBe(new URL(diagram.querySelector('img')!.getAttribute('src')!, origin).href);
        expect(img.getAttribute('alt')).toBe(diagram.querySelector('img')!.getAttribute('alt'));
        expect(figures[index]!.querySelector('figcaption p')!.text).toBe(diagram.querySelector('details p')!.text);
        expect(figures[index]!.text).not.toContain('Diagram in words');
      });
    });
  });
});
