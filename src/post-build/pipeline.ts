/**
 * What the build does to each page after Astro has written it, in this order; each step parses the
 * page afresh (html.ts). The first-screen CSS is inlined, Astro's island runtime leaves the page for
 * a file (island-runtime.ts), the inline scripts are minified,
 * then the CSP hashes exactly the inline code the page now holds; the sprite step only changes
 * addresses. Build-time only (Node).
 */
import { withInlineHashes } from './csp-hashes.ts';
import { type IslandRuntime, withIslandLoader } from './island-runtime.ts';
import { type FirstScreenRules, inlineFirstScreenCss } from './first-screen-css.ts';
import { withMinifiedScripts } from './inline-scripts.ts';
import { withPageSprite } from './page-sprite.ts';
import { timed } from '../lib/build-phases.ts';

interface PipelineContext {
  /** The rules each page's first screen uses (first-screen-css.ts). */
  firstScreenRules: FirstScreenRules;
  /** The `@property` registrations taken out of the stylesheets, for the first-paint CSS. */
  propertyRules: string;
}

/** What the build writes beside a processed page: the icons it draws and its island runtime's file. */
export interface PageFiles {
  icons: string[];
  runtime: IslandRuntime | undefined;
}

/** The page after every step; a failing step is named with the page. */
export function processPage(html: string, where: string, { firstScreenRules, propertyRules }: PipelineContext): PageFiles & { html: string } {
  const step = (name: string, run: (page: string) => string) => {
    try {
      html = timed(`post-build: ${name}`, () => run(html));
    } catch (error) {
      throw new Error(`Post-build step "${name}" failed on ${where}: ${(error as Error).message}`, { cause: error });
    }
  };
  step('first-screen CSS', (page) => inlineFirstScreenCss(page, where, firstScreenRules, propertyRules));
  let runtime: IslandRuntime | undefined;
  step('island runtime', (page) => {
    const loaded = withIslandLoader(page, where);
    runtime = loaded.runtime;
    return loaded.html;
  });
  step('inline scripts minified', withMinifiedScripts);
  step('CSP hashes and head order', (page) => withInlineHashes(page, where));
  let icons: string[] = [];
  step('page sprite', (page) => {
    const sprited = withPageSprite(page);
    icons = sprited.icons;
    return sprited.html;
  });
  return { html, icons, runtime };
}
