/**
 * The rule set that lets the browser prerender a same-site page once the visitor shows intent, so the
 * click shows a page already drawn; inline at the end of every body (BaseLayout), hashed in its CSP.
 * Prerendering runs the target page, so only this site's plain documents qualify: not the CMS (it
 * signs in and loads a large editor), not files (feed, sitemap, Markdown twins, llms.txt, images,
 * JSON), not links with `target`, `download` or `rel=nofollow`. The patterns are relative to the
 * page's origin, so the form service, another origin, never matches.
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
      // Desktop: a pointer resting on the link, or pressing it. Android Chrome 138+ also starts when a
      // link comes into view and its heuristics judge a tap likely (blink-dev PSA YYBd-eksiE8).
      eagerness: 'moderate',
    },
  ],
} as const;
