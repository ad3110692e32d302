/**
 * The rule set that lets the browser prerender a same-site page as soon as the visitor shows intent
 * (a pointer resting on a link, or pressing it), so the click shows a page already drawn. Every page
 * carries it inline at the end of its body (src/layouts/BaseLayout.astro), allowed by its hash in the
 * page's CSP (src/post-build/csp-hashes.ts); browsers without the Speculation Rules API ignore it
 * and navigate as before.
 *
 * Prerendering runs the target page, so only plain documents of this site qualify. Left out:
 * - the CMS (it signs in to the Git host and loads a large editor),
 * - files that are not pages: the feed, the sitemap, Markdown twins, llms.txt, images, JSON,
 * - links that open elsewhere or say "do not follow": `target`, `download`, `rel=nofollow`.
 * Links within the same page (`#…`) are never candidates, form posts never start from a link, and
 * the form service is another origin, which the patterns (relative to the page's origin) cannot match.
 */
import { ADMIN_PATH } from '../config/paths.ts';

/** Addresses that are files rather than pages, by their ending (a URL pattern's regular-expression group). */
const FILE_ENDINGS = ['xml', 'txt', 'md', 'json', 'svg', 'png', 'pdf'];

export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: [`${ADMIN_PATH}{/*}?`, `/*.(${FILE_ENDINGS.join('|')})`] } },
          { not: { selector_matches: ['[target]', '[download]', '[rel~=nofollow]'] } },
        ],
      },
      // Hover or pointer down: only pages the visitor is about to open, not every link in view.
      eagerness: 'moderate',
    },
  ],
} as const;
