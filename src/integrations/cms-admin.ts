import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { CMS_API_ORIGIN } from '../config/cms.ts';
import { editorPolicy } from '../config/csp.ts';
import { SITE } from '../config/identity.ts';
import { ADMIN_PATH, CMS_CONFIG_PATH, CMS_SCRIPT_PATH } from '../config/paths.ts';

/**
 * The editor's standalone script from the installed npm package, served as published (no
 * third-party CDN for the script itself, and the version the lockfile pins). The package exports
 * only its module build, so the file is found beside that entry point.
 */
const CMS_SCRIPT = new URL('../dist/sveltia-cms.js', pathToFileURL(createRequire(import.meta.url).resolve('@sveltia/cms')));

/**
 * The editor's page. It is an app, not a page of the site: no site chrome, its own CSP (a <meta>,
 * so it holds at any spelling of the address; src/config/csp.ts), kept out of search engines, the
 * sitemap and the search index.
 */
function adminPage(): string {
  return `<!doctype html>
<html lang="${SITE.lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="content-security-policy" content="${editorPolicy(CMS_API_ORIGIN)}">
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

/** Every file under /admin but the configuration (an Astro route): the page and the script. */
async function adminFiles(): Promise<Map<string, { type: string; body: string | Buffer }>> {
  return new Map([
    [ADMIN_PATH, { type: 'text/html; charset=utf-8', body: adminPage() }],
    [CMS_SCRIPT_PATH, { type: 'text/javascript; charset=utf-8', body: await readFile(CMS_SCRIPT) }],
  ]);
}

/**
 * Writes /admin (the page and Sveltia CMS's script) after the site's post-build steps, which walk
 * only the site's pages, so none of them touches it. `npm run dev` serves the same files.
 */
export function cmsAdmin(): AstroIntegration {
  return {
    name: 'basalt:cms-admin',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const files = adminFiles();
        server.middlewares.use(async (req, res, next) => {
          const path = req.url?.split('?')[0]?.replace(/\/$/, '') ?? '';
          const file = (await files).get(path);
          if (!file) return next();
          res.setHeader('Content-Type', file.type);
          res.end(file.body);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        for (const [path, { body }] of await adminFiles()) {
          const target = new URL(path === ADMIN_PATH ? `.${ADMIN_PATH}/index.html` : `.${path}`, dir);
          await mkdir(new URL('.', target), { recursive: true });
          await writeFile(target, body);
        }
        logger.info(`content editor at ${ADMIN_PATH}`);
      },
    },
  };
}
