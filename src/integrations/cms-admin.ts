import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { CMS_API_ORIGIN } from '../config/cms.ts';
import { editorPolicy } from '../config/csp.ts';
import { SITE } from '../config/identity.ts';
import { ADMIN_PATH, CMS_CONFIG_PATH, CMS_SCRIPT_PATH } from '../config/paths.ts';

const require = createRequire(import.meta.url);

/**
 * The editor's standalone script from the installed npm package (no third-party CDN at run time).
 * The package exports only its module build, so the file is found beside that entry point.
 */
const CMS_SCRIPT = new URL('../dist/sveltia-cms.js', pathToFileURL(require.resolve('@sveltia/cms')));

/**
 * The three fonts Sveltia's stylesheet loads from a CDN (its interface text, code and icon font),
 * served from /admin/fonts instead, out of the same Fontsource packages, so the editor's policy
 * can keep font-src to this origin. `cdn` matches the address in Sveltia's script at any version.
 */
const FONTS = [
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/source-sans-3:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/noto-mono@[\d.]+\/latin-400-normal\.woff2/g,
    file: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/material-symbols-outlined:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    file: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
];

const fontPath = (file: string) => `${ADMIN_PATH}/fonts/${file.split('/').pop()}`;

/**
 * Two requests Sveltia makes to other hosts as soon as the page opens, before anyone signs in: its
 * version check (the package's latest package.json on unpkg.com) and GitHub's status feed. The
 * editor is pinned by our lockfile and upgraded with the site, and a GitHub outage already shows as
 * failed requests, so neither is needed: each is answered in the page by a data: address with what
 * the host answers on a quiet day (no newer version, no incident), and the editor's policy allows no
 * other host but GitHub's API.
 */
const OFFLINE_ANSWERS = [
  { url: /`\$\{\w+\}\/package\.json`/g, answer: '`data:application/json,{}`', what: 'its version check on unpkg.com' },
  {
    url: /`https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json`/g,
    answer: '`data:application/json,{"status":{"indicator":"none"}}`',
    what: 'GitHub’s status feed',
  },
];

/**
 * The WebP encoder (@jsquash/webp, WebAssembly) Sveltia imports from unpkg.com where the browser
 * cannot encode WebP itself, as Safari cannot: it converts the site's logo into its app icons on
 * every load, and uploaded images when the configuration asks. Served from /admin/webp instead, out
 * of the installed packages, so the editor's policy keeps scripts to this origin. unpkg rewrites the
 * package's one bare import (wasm-feature-detect) to an address; here it points at a file beside it.
 */
const WEBP_ENCODER_PATH = `${ADMIN_PATH}/webp`;
const WEBP_PACKAGE = '@jsquash/webp';
const WEBP_FILES = [
  'encode.js',
  'meta.js',
  'utils.js',
  'codec/enc/webp_enc.js',
  'codec/enc/webp_enc.wasm',
  'codec/enc/webp_enc_simd.js',
  'codec/enc/webp_enc_simd.wasm',
];
/** Its one dependency, as the encoder's own package resolves it; the package exports its module build beside the CommonJS one it names to require(). */
const FEATURE_DETECT = { specifier: 'wasm-feature-detect', moduleBuild: '../esm/index.js', servedAs: 'wasm-feature-detect.js' };
/** Sveltia's address for a package on unpkg.com (`https://unpkg.com/${name}`), where the encoder's is answered with ours. */
const UNPKG_ADDRESS = /\{let (\w+)=`https:\/\/unpkg\.com\/\$\{(\w+)\}`/;

const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', wasm: 'application/wasm' };

async function webpEncoderFiles(): Promise<[string, { type: string; body: string | Buffer }][]> {
  const packageDir = new URL('.', pathToFileURL(require.resolve(`${WEBP_PACKAGE}/package.json`)));
  const files: [string, { type: string; body: string | Buffer }][] = [];
  for (const file of WEBP_FILES) {
    let body: string | Buffer = await readFile(new URL(file, packageDir));
    if (file.endsWith('.js')) body = body.toString('utf8').replaceAll(`'${FEATURE_DETECT.specifier}'`, `'./${FEATURE_DETECT.servedAs}'`);
    files.push([`${WEBP_ENCODER_PATH}/${file}`, { type: TYPES[file.split('.').pop()!]!, body }]);
  }
  const featureDetect = new URL(FEATURE_DETECT.moduleBuild, pathToFileURL(createRequire(packageDir).resolve(FEATURE_DETECT.specifier)));
  files.push([`${WEBP_ENCODER_PATH}/${FEATURE_DETECT.servedAs}`, { type: TYPES.js!, body: await readFile(featureDetect) }]);
  return files;
}

/**
 * Every file under /admin but the configuration (an Astro route): the page, the script with its
 * font addresses pointed here, and the fonts. A Sveltia release that moves its fonts fails the
 * build here instead of shipping an editor whose icons are missing.
 */
async function adminFiles(): Promise<Map<string, { type: string; body: string | Buffer }>> {
  let script = await readFile(CMS_SCRIPT, 'utf8');
  const files = new Map<string, { type: string; body: string | Buffer }>([[ADMIN_PATH, { type: 'text/html; charset=utf-8', body: adminPage() }]]);
  for (const { cdn, file } of FONTS) {
    if (script.search(cdn) === -1)
      throw new Error(`@sveltia/cms no longer loads ${file.split('/').pop()} from ${cdn.source}: update FONTS in src/integrations/cms-admin.ts.`);
    script = script.replace(cdn, fontPath(file));
    files.set(fontPath(file), { type: 'font/woff2', body: await readFile(require.resolve(file)) });
  }
  for (const { url, answer, what } of OFFLINE_ANSWERS) {
    if (script.search(url) === -1)
      throw new Error(`@sveltia/cms no longer requests ${what} where expected: update OFFLINE_ANSWERS in src/integrations/cms-admin.ts.`);
    script = script.replace(url, answer);
  }
  if (!UNPKG_ADDRESS.test(script))
    throw new Error('@sveltia/cms no longer builds its unpkg.com addresses where expected: update UNPKG_ADDRESS in src/integrations/cms-admin.ts.');
  script = script.replace(UNPKG_ADDRESS, `{if($2===\`${WEBP_PACKAGE}\`)return\`${WEBP_ENCODER_PATH}\`;let $1=\`https://unpkg.com/\${$2}\``);
  for (const [path, file] of await webpEncoderFiles()) files.set(path, file);
  if (/https:\/\/[^`'"]*\.woff2/.test(script))
    throw new Error('@sveltia/cms loads a font from another origin that src/integrations/cms-admin.ts does not serve itself.');
  files.set(CMS_SCRIPT_PATH, { type: 'text/javascript; charset=utf-8', body: script });
  return files;
}

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

/**
 * Writes /admin (the page and Sveltia CMS's script) at the end of the build. It runs after the
 * site's post-build steps, which walk only the site's pages (scripts/built-pages.mjs leaves
 * dist/admin out), so no page rule, stylesheet or search entry touches it. `npm run dev` serves the
 * same files.
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
