// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { formEndpoint } from './src/config/forms.ts';
import { isAdminPath } from './src/config/cms.ts';
import { REDIRECTS } from './src/config/hosting.ts';
import { criticalCss } from './src/integrations/critical-css.ts';
import { deferIslandRuntime } from './src/integrations/defer-island-runtime.ts';
import { hostingFiles } from './src/integrations/hosting-files.ts';
import { hydrateOnInteraction } from './src/integrations/hydrate-on-interaction.ts';
import { trimIconSprite } from './src/integrations/icon-sprite.ts';
import { cmsAdmin } from './src/integrations/cms-admin.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { sonnerWithoutStyleInjection } from './src/integrations/sonner-without-style-injection.ts';
import { focusableCodeBlocks, mermaidDiagrams, scrollableTables } from './src/lib/markdown-plugins.ts';

const forms = formEndpoint(process.env.PUBLIC_CONTACT_FORM_ENDPOINT);
/** The only other origin a page may talk to: the form service the contact and newsletter forms post to. */
const formOrigin = new URL(forms.url).origin;

/** A SITE_URL other than this machine means a real deployment, whose forms must reach a real service. */
const deploying = Boolean(process.env.SITE_URL) && !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(process.env.SITE_URL ?? '');
if (forms.local && deploying) {
  throw new Error(
    `SITE_URL is ${process.env.SITE_URL}, a deployment, but PUBLIC_CONTACT_FORM_ENDPOINT is not set: the contact and newsletter forms would post to ${forms.url} on each visitor's own machine. ` +
      'Set PUBLIC_CONTACT_FORM_ENDPOINT to your form service\'s submission address (for example https://formspree.io/f/<id>), or leave SITE_URL unset for a local build.',
  );
}
if (forms.local) {
  console.warn(`[basalt] PUBLIC_CONTACT_FORM_ENDPOINT is not set: forms post to the local inbox at ${forms.url}.`);
}

export default defineConfig({
  site: process.env.SITE_URL || 'https://www.example.com',
  // Pages are built as about.html and linked as /about: one canonical address per page.
  trailingSlash: 'never',
  // Old addresses get a redirect page for hosts without _redirects (hostingFiles writes that one).
  redirects: { ...REDIRECTS },
  // Stylesheets stay files: criticalCss() inlines what each page uses and defers the rest.
  build: { format: 'file', inlineStylesheets: 'never' },
  // A Content-Security-Policy <meta> on every page, with hashes for Astro's own inline scripts and
  // styles and no 'unsafe-inline'. frame-ancestors is ignored in <meta>: the _headers file sends it.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src 'self' ${formOrigin}`,
        `form-action 'self' ${formOrigin}`,
        "base-uri 'self'",
        "object-src 'none'",
        "manifest-src 'self'",
      ],
    },
  },
  markdown: {
    processor: satteri({ features: { headingAttributes: true }, hastPlugins: [mermaidDiagrams, focusableCodeBlocks, scrollableTables] }),
    // Prism marks tokens with classes; Shiki's inline styles would need 'unsafe-inline' in the CSP.
    // Mermaid fences are diagrams (src/lib/diagrams.ts), not code to colour.
    syntaxHighlight: { type: 'prism', excludeLangs: ['math', 'mermaid'] },
  },
  // cmsAdmin() comes last: the editor at /admin is written after every step that processes the site's pages.
  integrations: [mdx(), react(), sitemap({ filter: (page) => !isAdminPath(new URL(page).pathname) }), hostingFiles(), hydrateOnInteraction(), trimIconSprite(), deferIslandRuntime(), criticalCss(), searchIndex(), cmsAdmin()],
  vite: {
    plugins: [tailwindcss(), sonnerWithoutStyleInjection()],
    // Scripts stay external files so the Content-Security-Policy can forbid inline script.
    build: { assetsInlineLimit: 0 },
  },
});
