import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { headersFile, redirectsFile } from '../config/hosting.ts';

/** Writes dist/_headers and dist/_redirects from the hosting rules, so they cannot drift from them. */
export function hostingFiles(): AstroIntegration {
  return {
    name: 'basalt:hosting-files',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL('_headers', dir), headersFile());
        await writeFile(new URL('_redirects', dir), redirectsFile());
        logger.info('wrote _headers and _redirects');
      },
    },
  };
}
