// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { formEndpoint } from './src/config/inbox.ts';
import { LEGACY_SERVICE_REDIRECTS } from './src/config/services.ts';
import { focusableCodeBlocks, scrollableTables } from './src/lib/markdown-plugins.ts';

/**
 * sonner injects its stylesheet with a run-time <style> element, which a CSP without
 * 'unsafe-inline' blocks. Drop that call; ContactForm imports sonner/dist/styles.css instead.
 */
function sonnerWithoutStyleInjection() {
  return {
    name: 'sonner-without-style-injection',
    enforce: 'pre',
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!/node_modules\/sonner\/dist\/index\.m?js/.test(id)) return null;
      const stripped = code.replace(/^__insertCSS\(".*"\);$/m, '');
      if (stripped === code) throw new Error('sonner: expected an __insertCSS call to remove; check the sonner version');
      return { code: stripped, map: null };
    },
  };
}

const forms = formEndpoint(process.env.PUBLIC_CONTACT_FORM_ENDPOINT);
/** The only other origin a page may talk to: the form service the contact and newsletter forms post to. */
const formOrigin = new URL(forms.url).origin;

if (forms.local) {
  console.warn(`[basalt] PUBLIC_CONTACT_FORM_ENDPOINT is not set: forms post to the local inbox at ${forms.url}.`);
}

export default defineConfig({
  site: process.env.SITE_URL || 'https://www.example.com',
  // Pages are built as about.html and linked as /about: one canonical address per page.
  trailingSlash: 'never',
  // Old service addresses (DECISIONS.md); public/_redirects carries the same pairs as real 301s.
  redirects: { ...LEGACY_SERVICE_REDIRECTS },
  build: { format: 'file', inlineStylesheets: 'always' },
  // A Content-Security-Policy <meta> on every page, with hashes for Astro's own inline scripts and
  // styles and no 'unsafe-inline'. frame-ancestors is ignored in <meta>: public/_headers sends it.
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
    processor: satteri({ features: { headingAttributes: true }, hastPlugins: [focusableCodeBlocks, scrollableTables] }),
    // Prism marks tokens with classes; Shiki's inline styles would need 'unsafe-inline' in the CSP.
    syntaxHighlight: 'prism',
  },
  integrations: [mdx(), react(), sitemap()],
  vite: {
    plugins: [tailwindcss(), sonnerWithoutStyleInjection()],
    // Scripts stay external files so the Content-Security-Policy can forbid inline script.
    build: { assetsInlineLimit: 0 },
  },
});
