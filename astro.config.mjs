// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { formEndpoint } from './src/config/forms.ts';
import { REDIRECTS } from './src/config/hosting.ts';
import { SCRIPT_HASHES, SCRIPT_RESOURCES, STYLE_HASHES, STYLE_RESOURCES, pageDirectives } from './src/config/csp.ts';
import { compactCodeTokens } from './src/build/code-tokens.ts';
import { focusableCodeBlocks, mermaidDiagrams, scrollableTables } from './src/build/markdown-plugins.ts';
import { hydrateOnInteraction } from './src/integrations/hydrate-on-interaction.ts';
import { postBuild } from './src/integrations/post-build.ts';
import { sonnerWithoutStyleInjection } from './src/integrations/sonner-without-style-injection.ts';

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
  // Old addresses get a redirect page for hosts without _redirects (postBuild makes it valid HTML).
  redirects: { ...REDIRECTS },
  // Stylesheets stay files: postBuild inlines what each page's first screen uses and defers the rest.
  build: { format: 'file', inlineStylesheets: 'never' },
  // A Content-Security-Policy <meta> on every page (src/config/csp.ts), with no 'unsafe-inline';
  // postBuild merges in the hashes of each page's final inline code.
  security: {
    csp: {
      directives: pageDirectives(formOrigin),
      scriptDirective: { resources: [...SCRIPT_RESOURCES], hashes: [...SCRIPT_HASHES] },
      styleDirective: { resources: [...STYLE_RESOURCES], hashes: [...STYLE_HASHES] },
    },
  },
  markdown: {
    processor: satteri({ features: { headingAttributes: true }, hastPlugins: [mermaidDiagrams, compactCodeTokens, focusableCodeBlocks, scrollableTables] }),
    // Prism marks tokens with classes; Shiki's inline styles would need 'unsafe-inline' in the CSP.
    // Mermaid fences are diagrams (src/build/diagrams.ts), not code to colour.
    syntaxHighlight: { type: 'prism', excludeLangs: ['math', 'mermaid'] },
  },
  // postBuild runs last: it works on the pages every other integration has written.
  integrations: [mdx(), react(), sitemap(), hydrateOnInteraction(), postBuild()],
  vite: {
    plugins: [tailwindcss(), sonnerWithoutStyleInjection()],
    // Scripts stay external files so the Content-Security-Policy can forbid inline script.
    build: { assetsInlineLimit: 0 },
  },
});
