import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Beasties from 'beasties';
import { parse } from 'node-html-parser';
import { compactCodeTokens } from '../build/code-tokens.ts';
import { withInlineHashes } from '../build/csp.ts';
import { firstPaintCss, splitPropertyRules } from '../build/first-paint-css.ts';
import { htmlFiles } from '../../scripts/built-pages.mjs';

const DEFERRED_LINK = /<link rel="stylesheet" href="[^"]+">/g;

/**
 * Places the site stylesheets right after the page's first screen (the element marked
 * `data-first-screen`): the header and that first band paint with the inlined CSS alone, and the
 * browser waits for the stylesheet only before painting what follows it, so nothing below is ever
 * shown unstyled.
 */
function afterFirstScreen(html: string): string {
  const tail = html.lastIndexOf('</body>');
  const links = [...html.slice(0, tail).matchAll(DEFERRED_LINK)].filter((match) => match.index > html.indexOf('<body'));
  const withoutLinks = links.reduceRight((text, match) => text.slice(0, match.index) + text.slice(match.index + match[0].length), html);
  const first = parse(withoutLinks).querySelector('[data-first-screen]');
  if (!first) throw new Error('The page marks no first screen (data-first-screen)');
  const end = first.range[1];
  return withoutLinks.slice(0, end) + links.map((match) => match[0]).join('') + withoutLinks.slice(end);
}

/**
 * Takes every `@property` registration out of the built stylesheets and returns them as one block
 * for the inlined CSS (first-paint-css.ts says why). Fails if two stylesheets register one property
 * differently, since only one registration can stay.
 */
async function hoistPropertyRules(root: string): Promise<string> {
  const dir = join(root, '_astro');
  const all = new Map<string, string>();
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.css'))) {
    const css = await readFile(join(dir, name), 'utf8');
    const { rules, rest } = splitPropertyRules(css);
    for (const [property, rule] of rules) {
      if (all.has(property) && all.get(property) !== rule) throw new Error(`${name} registers ${property} differently: ${rule} vs ${all.get(property)}`);
      all.set(property, rule);
    }
    if (rest !== css) await writeFile(join(dir, name), rest);
  }
  return [...all.values()].join('');
}

/**
 * Each page carries only the CSS its first screen needs. After the build, beasties inlines in the
 * head the rules that match the header and the first band (the elements marked
 * `data-beasties-container`); the site's stylesheet then loads after that band without blocking the
 * first paint. Long-form text styles (`data-beasties-skip`) stay where the page put them. Custom
 * property registrations move into the inlined CSS. The page's CSP then lists the hashes of exactly
 * the inline scripts and styles it has.
 */
export function criticalCss(): AstroIntegration {
  return {
    name: 'basalt:critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const beasties = new Beasties({
          path: root,
          publicPath: '/',
          preload: 'body',
          fonts: false,
          // The page's own inline styles (the font faces) stay as they are.
          reduceInlineStyles: false,
          pruneSource: false,
          logLevel: 'warn',
          // The page frame around the first band and the chosen theme (global.css): without them the
          // first paint lays out wrongly or in the wrong theme.
          allowRules: ['.site-body', '.site-main', /^\.skip-link/, /^:root\[data-theme/],
        });
        const propertyRules = await hoistPropertyRules(root);
        let count = 0;
        for (const file of htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          // Astro's redirect pages have no stylesheet and no CSP to rewrite.
          if (!html.includes('rel="stylesheet"')) continue;
          const processed = await beasties.process(compactCodeTokens(html));
          const headEnd = processed.indexOf('</head>');
          // Trim every style of the head; the first also registers the site's custom properties.
          const head = processed
            .slice(0, headEnd)
            .replace(/(<style>)([\s\S]*?)(<\/style>)/g, (_, open: string, css: string, close: string) => `${open}${firstPaintCss(css)}${close}`)
            .replace('</style>', () => `${propertyRules}</style>`);
          const inlined = head + processed.slice(headEnd);
          await writeFile(file, withInlineHashes(afterFirstScreen(inlined)));
          count += 1;
        }
        logger.info(`inlined first-screen CSS in ${count} pages`);
      },
    },
  };
}
