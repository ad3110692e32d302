import { describe, expect, it } from 'vitest';
import { fileFor, pages, routeOf } from './site.ts';
import { parse } from 'node-html-parser';
import { readFileSync } from 'node:fs';

const ids = new Map(pages.map((p) => [p.route, new Set(p.doc.querySelectorAll('[id]').map((el) => el.id))]));

/** Ids on the page a file serves (parsed on demand for pages outside `pages`). */
function idsOf(file: string): Set<string> {
  const route = routeOf(file);
  return ids.get(route) ?? new Set(parse(readFileSync(file, 'utf8')).querySelectorAll('[id]').map((el) => el.id));
}

describe('links', () => {
  it.each(pages.map((p) => [p.route, p] as const))('every internal link and anchor on %s resolves', (_route, current) => {
    const broken: string[] = [];
    for (const anchor of current.doc.querySelectorAll('a[href]')) {
      const href = anchor.getAttribute('href')!;
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      if (href.startsWith('#')) {
        if (!ids.get(current.route)!.has(decodeURIComponent(href.slice(1)))) broken.push(href);
        continue;
      }
      expect(href.startsWith('/'), `${href} should be root-relative`).toBe(true);
      const file = fileFor(href);
      if (!file) {
        broken.push(href);
        continue;
      }
      const hash = href.split('#')[1];
      if (hash && !idsOf(file).has(decodeURIComponent(hash))) broken.push(href);
    }
    expect(broken).toEqual([]);
  });

  it.each(pages.map((p) => [p.route, p] as const))('external links on %s open safely', (_route, current) => {
    for (const anchor of current.doc.querySelectorAll('a[href^="http"]')) {
      if (anchor.getAttribute('target') === '_blank') expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('every link or button that looks like an action has a target', () => {
    for (const current of pages) {
      expect(current.doc.querySelectorAll('a:not([href])'), current.route).toHaveLength(0);
      expect(current.doc.querySelectorAll('a[href=""], a[href="#"]'), current.route).toHaveLength(0);
      // The only buttons outside forms, dialogs and islands are the disabled "Coming Soon" ones,
      // copy-link, the code blocks' copy buttons and the theme button, which their own inline scripts
      // drive, a sideways row's previous and next (the island loader carries their script), and a
      // diagram's full-size button, whose command opens a dialog of the page, and that dialog's Close.
      for (const button of current.doc.querySelectorAll('button')) {
        const allowed =
          button.hasAttribute('disabled') ||
          button.hasAttribute('data-copy-link') ||
          button.classList.contains('code-copy') ||
          button.hasAttribute('data-theme-toggle') ||
          (button.hasAttribute('data-side-step') && button.closest('[data-side-row]')?.querySelector('[data-side-list]') != null) ||
          (button.getAttribute('command') === 'show-modal' && current.doc.getElementById(button.getAttribute('commandfor') ?? '')?.tagName === 'DIALOG') ||
          button.closest('form') !== null ||
          (button.getAttribute('command') === 'close' && button.closest('dialog')?.id === button.getAttribute('commandfor')) ||
          button.closest('astro-island') !== null;
        expect(allowed, `${current.route}: ${button.toString().slice(0, 120)}`).toBe(true);
      }
    }
  });
});
