import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { headersFile, redirectPage, redirectsFile } from '../config/hosting.ts';
import { SITE } from '../config/identity.ts';
import { cacheKey } from '../cache/store.ts';
import { firstScreenRules } from './first-screen-css.ts';
import { iconSprite, pageSprite } from '../render/icon-sprite.ts';
import { islandLoader, type IslandRuntime, type LoaderNeeds } from './island-runtime.ts';
import { pipelineDigest, processPageFile, stylesheetsDigest } from './processed-pages.ts';
import { type SearchPage, writeSearchIndex } from './search-index.ts';
import { expectUpstream } from '../lib/upstream-contract.ts';
import { propertyRegistrations } from './property-registrations.ts';
import { phaseSummary, timed } from '../lib/build-phases.ts';
import { CARD_ICONS } from '../lib/blog.ts';
import { ISLAND_ICONS } from '../lib/island-icons.ts';
import { ICON_SPRITE_PATH, absoluteUrl, routePath } from '../config/paths.ts';

/**
 * Everything the build does after Astro has written the pages, in one place. The pages come from
 * Astro's own list (`assets` of `astro:build:done`), not from walking dist/: each is read once, run
 * through the steps of src/post-build/pipeline.ts in their named order and written once, or copied from
 * the build cache when nothing that decides it changed (src/post-build/processed-pages.ts). Then the
 * files that depend on every page: the full-text index (src/post-build/search-index.ts), the pages'
 * own icon sprites and the site's (every icon the pages and the islands draw), `_headers`, `_redirects`
 * and the redirect pages.
 */
export function postBuild(): AstroIntegration {
  const properties = propertyRegistrations();
  let site = '';
  let projectRoot = '';
  /** Redirect routes (the `redirects` setting): pattern → destination. */
  let redirectRoutes = new Map<string, string>();
  return {
    name: 'basalt:post-build',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [properties.plugin] } });
      },
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
        projectRoot = fileURLToPath(config.root);
      },
      'astro:routes:resolved': ({ routes }) => {
        redirectRoutes = new Map(
          routes
            .filter((route) => route.type === 'redirect')
            .map((route) => [route.pattern, typeof route.redirect === 'string' ? route.redirect : (route.redirect?.destination ?? '')]),
        );
      },
      'astro:build:done': async ({ dir, assets, logger }) => {
        const root = fileURLToPath(dir);
        const pages: string[] = [];
        for (const [pattern, urls] of assets) {
          if (redirectRoutes.has(pattern)) continue;
          for (const url of urls) if (url.pathname.endsWith('.html')) pages.push(fileURLToPath(url));
        }

        const loaders = new Map<string, string>();
        const context = {
          firstScreenRules: firstScreenRules(root),
          propertyRules: properties.css(),
          runtimes: new Map<string, IslandRuntime>(),
          loaderFor: (src: string, needs: LoaderNeeds) => {
            const key = JSON.stringify([src, needs]);
            return loaders.get(key) ?? loaders.set(key, islandLoader(src, needs)).get(key)!;
          },
        };
        const buildDigest = cacheKey(pipelineDigest(projectRoot), stylesheetsDigest(root));
        const icons = new Set<string>();
        const sprites = new Map<string, string>();
        const searchable: SearchPage[] = [];
        for (const file of pages) {
          const page = await timed('post-build: pages in all', () => processPageFile(file, `dist/${relative(root, file)}`, context, buildDigest));
          for (const icon of page.icons) icons.add(icon);
          if (page.icons.length > 0) {
            const sprite = pageSprite(page.icons);
            sprites.set(sprite.path, sprite.svg);
          }
          if (page.searchable) searchable.push({ url: routePath(`/${relative(root, file)}`), file, key: page.key });
        }
        const search = await timed('search index', () => writeSearchIndex(root, searchable));

        await mkdir(join(root, '_astro'), { recursive: true });
        for (const runtime of context.runtimes.values()) await writeFile(join(root, runtime.src), runtime.code);
        await writeFile(join(root, ICON_SPRITE_PATH), iconSprite([...icons, ...Object.values(CARD_ICONS), ...Object.values(ISLAND_ICONS)]));
        for (const [path, svg] of sprites) await writeFile(join(root, path), svg);
        await writeFile(join(root, '_headers'), headersFile(pages.map((file) => routePath(`/${relative(root, file)}`))));
        await writeFile(join(root, '_redirects'), redirectsFile());
        // Astro's own redirect pages are not valid HTML: the files it wrote for them get ours.
        for (const [pattern, to] of redirectRoutes) {
          const files = (assets.get(pattern) ?? []).filter((url) => url.pathname.endsWith('.html'));
          expectUpstream(files.length > 0 && to, 'astro', 'a redirect route is reported with its destination and the page written for it', pattern);
          for (const url of files) await writeFile(url, redirectPage(to, absoluteUrl(to, site), SITE.lang));
        }
        logger.info(
          `${pages.length} pages processed; ${icons.size} icons in the sprite, ${sprites.size} page sprites; island runtime files: ${context.runtimes.size}; search index: ${searchable.length} pages in ${search.shards} shard(s), ${search.indexed} indexed anew`,
        );
        logger.info(phaseSummary());
      },
    },
  };
}
