import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Beasties from 'beasties';
import { parse } from 'node-html-parser';
import { compactCodeTokens } from '../lib/code-tokens.ts';
import { withInlineHashes } from '../lib/csp.ts';
import { firstPaintCss } from '../lib/first-paint-css.ts';
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
 * Each page carries only the CSS its first screen needs. After the build, beasties inlines in the
 * head the rules that match the header and the first band (the elements marked
 * `data-beasties-container`); the site's stylesheet then loads after that band without blocking the
 * first paint. Long-form text styles (`data-beasties-skip`) stay where the page put them. The page's
 * CSP then lists the hashes of exactly the inline scripts and styles it has.
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
        let count = 0;
        for (const file of htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          // Astro's redirect pages have no stylesheet and no CSP to rewrite.
          if (!html.includes('rel="stylesheet"')) continue;
          const processed = await beasties.process(compactCodeTokens(html));
          const headEnd = processed.indexOf('</head>');
          // Trim every style of the head (the critical CSS; the font faces pass through unchanged).
          const inlined =
            processed.slice(0, headEnd).replace(/(<style>)([\s\S]*?)(<\/style>)/g, (_, open: string, css: string, close: string) => `${open}${firstPaintCss(css)}${close}`) +
            processed.slice(headEnd);
          await writeFile(file, withInlineHashes(afterFirstScreen(inlined)));
          count += 1;
        }
        logger.info(`inlined first-screen CSS in ${count} pages`);
      },
    },
  };
}
