import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { SITE } from '../config/identity.ts';
import { ADMIN_PATH, CMS_CONFIG_PATH, CMS_SCRIPT_PATH } from '../lib/paths.ts';

/**
 * The editor's standalone script from the installed npm package (no third-party CDN at run time).
 * The package exports only its module build, so the file is found beside that entry point.
 */
const CMS_SCRIPT = new URL('../dist/sveltia-cms.js', pathToFileURL(createRequire(import.meta.url).resolve('@sveltia/cms')));

/**
 * The editor's page. It is an app, not a page of the site: no site chrome, its own CSP (sent as a
 * header, src/config/hosting.ts), kept out of search engines, the sitemap and the search index.
 */
export function adminPage(): string {
  return `<!doctype html>
<html lang="${SITE.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor — ${SITE.name}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="application/json" href="${CMS_CONFIG_PATH}">
</head>
<body>
<noscript>The content editor needs JavaScript.</noscript>
<script src="${CMS_SCRIPT_PATH}"></script>
</body>
</html>
`;
}

/**
 * Writes /admin (the page and Sveltia CMS's script) at the end of the build. It runs after the
 * site's post-build steps, which walk only the site's pages (scripts/built-pages.mjs leaves
 * dist/admin out), so no page rule, stylesheet or search entry touches it. `npm run dev` serves the
 * same two files.
 */
export function cmsAdmin(): AstroIntegration {
  return {
    name: 'basalt:cms-admin',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const path = req.url?.split('?')[0];
          if (path === ADMIN_PATH || path === `${ADMIN_PATH}/`) {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            return void res.end(adminPage());
          }
          if (path === CMS_SCRIPT_PATH) {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            return void res.end(await readFile(CMS_SCRIPT));
          }
          next();
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const admin = new URL(`.${ADMIN_PATH}/`, dir);
        await mkdir(admin, { recursive: true });
        await writeFile(new URL('index.html', admin), adminPage());
        await copyFile(CMS_SCRIPT, new URL(`.${CMS_SCRIPT_PATH}`, dir));
        logger.info(`content editor at ${ADMIN_PATH}`);
      },
    },
  };
}
