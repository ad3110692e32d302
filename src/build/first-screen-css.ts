/**
 * Each page carries only the CSS its first screen needs. beasties inlines in the head the rules that
 * match the header and the first band (the elements marked `data-beasties-container`) and moves the
 * page's stylesheets to the end of the body; the build trims that CSS (first-paint-css.ts), adds the
 * site's custom-property registrations (property-registrations.ts) and places the stylesheets right
 * after the first screen (the element marked `data-first-screen`): the header and that band paint
 * with the inlined CSS alone, and the browser waits for the stylesheet only before painting what
 * follows it, so nothing below is ever shown unstyled. Long-form styles (`data-beasties-skip`) stay
 * where the page put them. Build-time only (Node).
 */
import Beasties from 'beasties';
import { firstPaintCss } from './first-paint-css.ts';
import { applyEdits, insertAfter, parseHtml, removeElement, replaceElement, sourceOf, type HTMLElement } from './html-edits.ts';
import { expectUpstream } from './upstream-contract.ts';

/** Marks the inlined first-paint CSS, so a second run over a processed page leaves it alone. */
const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

export function createBeasties(root: string): Beasties {
  return new Beasties({
    path: root,
    publicPath: '/',
    preload: 'body',
    fonts: false,
    reduceInlineStyles: false,
    pruneSource: false,
    logLevel: 'warn',
    // The page frame around the first band and the chosen theme (global.css): without them the
    // first paint lays out wrongly or in the wrong theme.
    allowRules: ['.site-body', '.site-main', /^\.skip-link/, /^:root\[data-theme/],
  });
}

const stylesheetLinks = (element: HTMLElement) =>
  element.querySelectorAll('link[rel="stylesheet"]').filter((link) => !link.hasAttribute('data-beasties-skip') && !link.hasAttribute('media'));

/** The page with its first screen's CSS inlined and its stylesheets after that screen. */
export async function inlineFirstScreenCss(html: string, where: string, beasties: Beasties, propertyRules: string): Promise<string> {
  const before = parseHtml(html);
  const head = before.querySelector('head');
  if (!head || head.querySelector(`style[${FIRST_PAINT_ATTRIBUTE}]`)) return html;
  const deferred = stylesheetLinks(head).map((link) => link.getAttribute('href'));
  // A page without a site stylesheet in its head (a redirect page) has nothing to inline.
  if (deferred.length === 0) return html;
  const stylesBefore = head.querySelectorAll('style').length;

  const processed = await beasties.process(html);
  const doc = parseHtml(processed);
  const headAfter = doc.querySelector('head')!;
  const inlined = headAfter.querySelectorAll('style');
  expectUpstream(inlined.length === stylesBefore + 1, 'beasties', 'it inlines the critical rules as one new <style> in the head', where);
  expectUpstream(stylesheetLinks(headAfter).length === 0, 'beasties', "with preload: 'body' it moves every stylesheet out of the head", where);
  const body = doc.querySelector('body')!;
  const moved = stylesheetLinks(body).filter((link) => deferred.includes(link.getAttribute('href')));
  expectUpstream(moved.length === deferred.length, 'beasties', "with preload: 'body' it links the moved stylesheets at the end of the body", where);
  const firstScreen = body.querySelector('[data-first-screen]');
  if (!firstScreen) throw new Error(`${where} marks no first screen (data-first-screen): every page's first band needs it`);

  const style = inlined.at(-1)!;
  return applyEdits(processed, [
    replaceElement(style, `<style ${FIRST_PAINT_ATTRIBUTE}>${firstPaintCss(style.rawText)}${propertyRules}</style>`),
    ...moved.map(removeElement),
    insertAfter(firstScreen, moved.map((link) => sourceOf(processed, link)).join('')),
  ]);
}
