// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';

export default defineConfig({
  site: process.env.SITE_URL || 'https://www.example.com',
  // Pages are built as about.html and linked as /about: one canonical address per page.
  trailingSlash: 'never',
  // Old service addresses (DECISIONS.md); public/_redirects carries the same pair as real 301s.
  redirects: {
    '/services/devops-transformation': '/services/devops-automation',
    '/services/security-compliance': '/services/security-consulting',
  },
  build: { format: 'file', inlineStylesheets: 'always' },
  markdown: {
    processor: satteri({ features: { headingAttributes: true } }),
    // Prism marks tokens with classes; Shiki's inline styles would need 'unsafe-inline' in the CSP.
    syntaxHighlight: 'prism',
  },
  integrations: [mdx(), react(), sitemap()],
  vite: {
    plugins: [tailwindcss()],
    // Scripts stay external files so the Content-Security-Policy can forbid inline script.
    build: { assetsInlineLimit: 0 },
  },
});
