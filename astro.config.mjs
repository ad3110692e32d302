// @ts-check
import { defineConfig, envField } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { isAdminPath } from './src/config/cms.ts';
import { REDIRECTS } from './src/config/hosting.ts';
import { SCRIPT_HASHES, SCRIPT_RESOURCES, STYLE_HASHES, STYLE_RESOURCES, pageDirectives } from './src/config/csp.ts';
import { compactCodeTokens } from './src/markdown/code-tokens.ts';
import { readBuildEnvironment } from './src/config/environment.ts';
import { codeBlockBars, focusableCodeBlocks, mermaidDiagrams, scrollableTables } from './src/markdown/plugins.ts';
import { sanitizedContent } from './src/markdown/sanitize.ts';
import { identityCheck } from './src/config/placeholders.ts';
import { hydrateOnInteraction } from './src/integrations/hydrate-on-interaction.ts';
import { mdxCompileCache } from './src/integrations/mdx-compile-cache.ts';
import { postBuild } from './src/post-build/integration.ts';
import { cmsAdmin } from './src/integrations/cms-admin.ts';
import { sonnerWithoutStyleInjection } from './src/integrations/sonner-without-style-injection.ts';
import { validateConfig } from './src/integrations/validate-config.ts';

// SITE_URL and PUBLIC_CONTACT_FORM_ENDPOINT, checked: a deployment whose form service is not https
// stops here with what to set.
const environment = readBuildEnvironment();
/** The only other origin a page may talk to: a third-party form service, when the forms post to one instead of the site's Worker. */
const formOrigin = environment.formService && new URL(environment.formService).origin;
// A deployment must show the firm's real mailboxes, phone and profiles; a local build may show stand-ins.
const identity = identityCheck(environment.deploying ? environment.site : undefined);
if (identity.error) throw new Error(identity.error);
if (identity.warning) {
  console.warn(identity.warning);
}

export default defineConfig({
  site: environment.site,
  // Pages read these through astro:env, validated against this schema.
  env: {
    schema: {
      PUBLIC_CONTACT_FORM_ENDPOINT: envField.string({ context: 'client', access: 'public', optional: true, url: true }),
      // Where the content editor at /admin commits (src/config/cms.ts says what each defaults to).
      CMS_GITHUB_REPO: envField.string({ context: 'server', access: 'public', optional: true }),
      CMS_BRANCH: envField.string({ context: 'server', access: 'public', optional: true }),
      CMS_AUTH_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
    },
  },
  // A rebuild reuses the last rendering of each article page whose key (articlePageKey() in
  // src/data/articles.ts), MDX and code are unchanged; mdxCompileCache (below) serves the compiled
  // MDX of every unchanged article, which Astro compiles again.
  experimental: { incrementalBuild: true },
  // Pages are built as about.html and linked as /about: one canonical address per page.
  trailingSlash: 'never',
  // Two entries or routes for one address fail the build instead of publishing one of them.
  prerenderConflictBehavior: 'error',
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
    processor: satteri({
      features: { headingAttributes: true },
      // Last of ours: the rendered content passes the sanitizer configured from the content model.
      hastPlugins: [mermaidDiagrams, compactCodeTokens, focusableCodeBlocks, codeBlockBars, scrollableTables, sanitizedContent],
    }),
    // Prism marks tokens with classes; Shiki's inline styles would need 'unsafe-inline' in the CSP.
    // Mermaid fences are diagrams (src/render/diagrams.ts), not code to colour.
    syntaxHighlight: { type: 'prism', excludeLangs: ['math', 'mermaid'] },
  },
  // postBuild processes the pages every other integration has written; cmsAdmin then writes the
  // editor at /admin, which is not a page of the site.
  integrations: [
    validateConfig(),
    // Articles are Markdown with no components: each static subtree compiles to one HTML string
    // instead of a JSX call per element, so bundling and rendering a long article costs a fraction.
    mdx({ optimize: true }),
    // Compiled MDX kept between builds: the one cache of ours, for the 1,200-article rebuild.
    mdxCompileCache(),
    react(),
    sitemap({ filter: (page) => !isAdminPath(new URL(page).pathname) }),
    hydrateOnInteraction(),
    postBuild(),
    cmsAdmin(),
  ],
  vite: {
    plugins: [tailwindcss(), sonnerWithoutStyleInjection()],
    build: {
      // Scripts stay external files so the Content-Security-Policy can forbid inline script.
      assetsInlineLimit: 0,
      rolldownOptions: {
        // Astro marks each content module with a "use astro:head-inject" directive and reads it
        // before bundling; the bundler's warning that it may not survive bundling is noise, one per
        // article (an editor with 1,200 articles would scroll past 1,200 of them).
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
});
