import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { REDIRECTS, headersFile, redirectPage, redirectsFile } from '../config/hosting.ts';
import { SITE } from '../config/identity.ts';
import { absoluteUrl } from '../lib/paths.ts';

/**
 * Writes dist/_headers and dist/_redirects from the hosting rules, so they cannot drift from them,
 * and replaces the redirect pages Astro writes at old addresses with valid HTML.
 */
export function hostingFiles(): AstroIntegration {
  let site = '';
  return {
    name: 'basalt:hosting-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
      },
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL('_headers', dir), headersFile());
        await writeFile(new URL('_redirects', dir), redirectsFile());
        for (const [from, to] of Object.entries(REDIRECTS)) {
          await writeFile(new URL(`.${from}.html`, dir), redirectPage(to, absoluteUrl(to, site), SITE.lang));
        }
        logger.info('wrote _headers, _redirects and the redirect pages');
      },
    },
  };
}
