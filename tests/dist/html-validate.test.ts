import { readFileSync } from 'node:fs';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { pages } from './site.ts';

// The standard rules (recommended without the purely stylistic ones) plus the accessibility rules.
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    // React's useId() ids start with "_", which HTML5 allows.
    'valid-id': ['error', { relaxed: true }],
  },
});

/** Astro writes one `<style>` for its island elements next to the first island, inside <body>. */
const ASTRO_ISLAND_STYLE = /^astro-island,astro-slot,astro-static-slot\{display:contents\}$/;

describe('HTML validity (html-validate)', () => {
  it.each(['devops-transformation', 'security-compliance'])('the redirect page at /services/%s is valid HTML with a language', async (from) => {
    const file = `dist/services/${from}.html`;
    const html = readFileSync(file, 'utf8');
    const report = await validator.validateString(html, file);
    expect(report.results.flatMap((result) => result.messages).map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/content="0; url=\/services\/[a-z-]+"/);
  });

  it.each(pages.map((p) => [p.route, p] as const))('%s has no errors', async (_route, p) => {
    const report = await validator.validateString(p.html, p.file);
    const errors = report.results
      .flatMap((result) => result.messages)
      .filter((m) => !(m.ruleId === 'element-permitted-content' && m.message.startsWith('<style> element')))
      .map((m) => `${m.ruleId}: ${m.message} (line ${m.line})`);
    expect(errors).toEqual([]);
    // The only <style> in the body is Astro's island rule; everything else is in the head or a stylesheet.
    for (const style of p.doc.querySelectorAll('body style')) expect(style.text).toMatch(ASTRO_ISLAND_STYLE);
  });
});
