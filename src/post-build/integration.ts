import { readFile, readdir, writeFile } from 'node:fs/promises';
import * as pagefind from 'pagefind';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { headersFile, redirectPage, redirectsFile } from '../config/hosting.ts';
import { SITE } from '../config/identity.ts';
import { iconStylesheet } from '../render/icon-styles.ts';
import { withInlineHashes } from './csp-hashes.ts';
import { withIslandLoader } from './island-runtime.ts';
import { type FirstScreenRules, firstScreenRules, inlineFirstScreenCss } from './first-screen-css.ts';
import { withMinifiedScripts } from './inline-scripts.ts';
import { pageIconSheet, withPageIcons } from './page-icons.ts';
import { expectUpstream } from '../lib/upstream-contract.ts';
import { keptOutputs } from '../integrations/kept-outputs.ts';
import { propertyRegistrations } from './property-registrations.ts';
import { fontFaceCss } from '../render/font-faces.ts';
import { CARD_ICONS } from '../lib/blog.ts';
import { ISLAND_ICONS } from '../lib/island-icons.ts';
import { ASSETS_PATH, ICON_STYLESHEET_PATH, SEARCH_INDEX_PATH, absoluteUrl, routePath } from '../config/paths.ts';

/**
 * Everything the build does after Astro has written the pages, in one place. The pages come from
 * Astro's own list (`assets` of `astro:build:done`): each is run through the steps of processPage()
 * and written once. Then the files that depend on every page: the full-text index (Pagefind, one
 * index as Starlight builds it), the island runtime's file, the pages' own icon stylesheets and the
 * site's, `_headers`, `_redirects` and the redirect pages.
 */
export function postBuild(): AstroIntegration {
  const properties = propertyRegistrations();
  let site = '';
  let cacheDir = '';
  let projectRoot = '';
  /** Redirect routes (the `redirects` setting): pattern → destination. */
  let redirects = new Map<string, string>();

  return {
    name: 'basalt:post-build',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [properties.plugin] } });
      },
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
        cacheDir = fileURLToPath(new URL('processed-pages/', config.cacheDir));
        projectRoot = fileURLToPath(config.root);
      },
      'astro:routes:resolved': ({ routes }) => {
        redirects = new Map(
          routes
            .filter((route) => route.type === 'redirect')
            .map((route) => [route.pattern, typeof route.redirect === 'string' ? route.redirect : (route.redirect?.destination ?? '')]),
        );
      },
      'astro:build:done': async ({ dir, assets, logger }) => {
        const root = fileURLToPath(dir);
        const fontFaces = fontFaceCss();
        const context = { firstScreenRules: firstScreenRules(root), companions: (css: string) => fontFaces + properties.readBy(css) };
        const pages = [...assets]
          .filter(([pattern]) => !redirects.has(pattern))
          .flatMap(([, urls]) => urls.filter((url) => url.pathname.endsWith('.html')).map((url) => fileURLToPath(url)))
          .map((file) => ({ file, path: routePath(`/${relative(root, file)}`) }));
        const icons = new Set<string>();
        /** The pages' icon stylesheets and the island runtime: address → content. */
        const files = new Map<string, string>();
        // A page as Astro wrote it, with the project's code, decides what the steps make of it (the
        // stylesheets and the island runtime it reads are named by their content): a rebuild after
        // a one-article edit reprocesses only the pages that edit changed (docs/architecture.md).
        const kept = keptOutputs(cacheDir, projectRoot);
        for (const { file, path } of pages) {
          const written = await readFile(file, 'utf8');
          const { html, facts } = await kept.reuse([written], () => processPage(written, `dist${path}`, context));
          await writeFile(file, html);
          for (const icon of facts.icons) icons.add(icon);
          if (facts.linksIcons) {
            const sheet = pageIconSheet(facts.icons);
            files.set(sheet.path, sheet.css);
          }
          if (facts.runtime) files.set(facts.runtime.src, facts.runtime.code);
        }
        await writeSearchIndex(root, join(root, SEARCH_INDEX_PATH));

        for (const [path, content] of files) await writeFile(join(root, path), content);
        await writeFile(join(root, ICON_STYLESHEET_PATH), iconStylesheet([...icons, ...Object.values(CARD_ICONS), ...Object.values(ISLAND_ICONS)]));
        const emitted = (await readdir(join(root, ASSETS_PATH), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
        const assetPaths = emitted.map((entry) => `/${relative(root, join(entry.parentPath, entry.name))}`);
        const pagePaths = pages.map(({ path }) => path);
        await writeFile(join(root, '_headers'), headersFile(pagePaths, assetPaths));
        await writeFile(join(root, '_redirects'), redirectsFile());
        // Astro's own redirect pages are not valid HTML: the files it wrote for them get ours.
        for (const [pattern, to] of redirects) {
          const files = (assets.get(pattern) ?? []).filter((url) => url.pathname.endsWith('.html'));
          expectUpstream(files.length > 0 && to, 'astro', 'a redirect route is reported with its destination and the page written for it', pattern);
          for (const url of files) await writeFile(url, redirectPage(to, absoluteUrl(to, site), SITE.lang));
        }
        logger.info(`${pages.length} pages processed (${kept.sweep()}); ${icons.size} icons in the site's icon stylesheet`);
      },
    },
  };
}

/**
 * The page after each step in turn, each parsing it afresh (html.ts): the first-screen CSS is inlined,
 * Astro's island runtime leaves for a file, the inline scripts are minified, then the CSP hashes
 * exactly the inline code the page now holds; the icon step only changes an address. A failing
 * step is named with the page. With it, what the files written after every page need of it: its
 * icons and its island runtime.
 */
function processPage(
  html: string,
  where: string,
  { firstScreenRules, companions }: { firstScreenRules: FirstScreenRules; companions: (css: string) => string },
) {
  const step = <T>(name: string, run: () => T): T => {
    try {
      return run();
    } catch (error) {
      throw new Error(`Post-build step "${name}" failed on ${where}: ${(error as Error).message}`, { cause: error });
    }
  };
  const inlined = step('first-screen CSS', () => inlineFirstScreenCss(html, where, firstScreenRules, companions));
  const { html: loaded, runtime } = step('island runtime', () => withIslandLoader(inlined, where));
  const minified = step('inline scripts minified', () => withMinifiedScripts(loaded));
  const hashed = step('CSP hashes and head order', () => withInlineHashes(minified, where));
  const { html: iconed, icons, linksIcons } = step('page icons', () => withPageIcons(hashed));
  return { html: iconed, facts: { icons, linksIcons, runtime } };
}

/**
 * Pagefind's index of the pages that mark their body `data-pagefind-body`, written to `outputPath`.
 * Pagefind reads the built folder itself, as Starlight has it do.
 */
async function writeSearchIndex(root: string, outputPath: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: root });
    if (added.errors.length) throw new Error(`Pagefind could not index ${root}: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
}
