/**
 * An article's rendered HTML made fit for a feed reader, which shows it without our CSS or
 * scripts and away from our origin: every link and image absolute, code as plain `<pre><code>`,
 * each diagram an image named by its caption with its description in words beneath it, and
 * nothing a reader would strip or refuse (no script, style, class, id or tabindex).
 */
import { parse } from 'node-html-parser';
import sanitizeHtml from 'sanitize-html';
import { absoluteUrl } from '../config/paths.ts';

/** What a feed item may carry: text structure, links, images, code and tables. */
const TAGS = 'p h2 h3 h4 strong em b i code pre a ul ol li blockquote hr br del sup sub figure img figcaption table thead tbody tr th td'.split(' ');

/** Resolves a link as the article page would: `#id` against the article, `/path` against the site. */
function resolve(href: string, articleUrl: string): string {
  if (href.startsWith('#')) return `${articleUrl}${href}`;
  return href.startsWith('/') ? absoluteUrl(href, articleUrl) : href;
}

/** The feed's copy of an article body rendered at `articleUrl`. */
export function feedHtml(html: string, articleUrl: string): string {
  // The bar above each code block (its language and the copy button) is page furniture, not text.
  const doc = parse(html);
  for (const bar of doc.querySelectorAll('.code-bar')) bar.remove();
  return sanitizeHtml(doc.toString(), {
    allowedTags: TAGS,
    allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'], code: ['class'], th: ['align'], td: ['align'] },
    // Readers that colour code key on the language class; the token spans are dropped with their colours.
    allowedClasses: { code: ['language-*'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    // Disallowed tags (span, section, details) give way to their text; these go with theirs: the
    // disclosure's "Diagram in words" label and the table captions that only screen readers get.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'summary', 'caption'],
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, href: resolve(attribs.href, articleUrl) } : attribs }),
      img: (tagName, attribs) => ({ tagName, attribs: attribs.src ? { ...attribs, src: resolve(attribs.src, articleUrl) } : attribs }),
    },
  });
}
