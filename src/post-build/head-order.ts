/**
 * `<meta charset>` first (the browser must meet it within the first 1,024 bytes), then the CSP
 * `<meta>` (a policy in a <meta> governs only what comes after it: the theme script must not run
 * before it), then everything else in the order the page wrote it. Astro places its CSP <meta>
 * after the page's own head elements, so the build moves the two. Build-time only (Node).
 */
import { CSP_META_SELECTOR } from './csp-hashes.ts';
import { type Edit, edited, insertAtStart, type PageDocument, removeElement, sourceOf } from './html-edits.ts';
import { expectUpstream } from '../lib/upstream-contract.ts';

export function headOrderEdits(page: PageDocument, where = 'a page'): Edit[] {
  const { html } = page;
  const head = page.head;
  expectUpstream(head, 'astro', 'every page has a <head>', where);
  const charset = head.querySelector('meta[charset]');
  const policy = head.querySelector(CSP_META_SELECTOR);
  expectUpstream(charset, 'astro', 'every page has <meta charset> in its head', where);
  expectUpstream(policy, 'astro', 'security.csp writes its <meta> into the head', where);
  const [first, second] = head.childNodes.filter((node) => node.nodeType === 1);
  if (first === charset && second === policy) return [];
  return [insertAtStart(html, head, sourceOf(html, charset) + sourceOf(html, policy)), removeElement(charset), removeElement(policy)];
}

export const charsetAndPolicyFirst = (html: string, where = 'a page'): string => edited(html, (doc) => headOrderEdits(doc, where));
