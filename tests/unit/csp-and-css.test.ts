import { describe, expect, it } from 'vitest';
import { inlineHash, inlineHashes, withInlineHashes } from '../../src/lib/csp';
import { withoutInteractionRules, withoutUnusedCustomProperties } from '../../src/lib/first-paint-css';

const page = (head: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-old='; style-src 'self' 'sha256-old='; object-src 'none'">${head}</head><body></body></html>`;

describe('page CSP after the build rewrites inline code', () => {
  it('lists exactly the hashes of the inline scripts and styles the page has', () => {
    const html = withInlineHashes(page('<style>a{color:red}</style><script>go()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>'));
    const csp = /content="([^"]*)"/.exec(html)![1]!;
    expect(csp).toContain(`script-src 'self' ${inlineHash('go()')}`);
    expect(csp).toContain(`style-src 'self' ${inlineHash('a{color:red}')}`);
    expect(csp).not.toContain('sha256-old=');
    expect(csp).toContain("object-src 'none'");
    expect(inlineHashes(html).scripts).toHaveLength(1);
  });

  it('allows an inline speculation rule set by its hash, since the browser ignores one the policy does not allow', () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const csp = /content="([^"]*)"/.exec(withInlineHashes(page(`<script type="speculationrules">${rules}</script>`)))![1]!;
    expect(csp).toContain(`script-src 'self' ${inlineHash(rules)}`);
  });

  it('refuses a page without a CSP to update', () => {
    expect(() => withInlineHashes('<html><head></head></html>')).toThrow(/no Content-Security-Policy/);
  });
});

describe('critical CSS', () => {
  it('postpones rules that only apply while hovering, focusing or pressing', () => {
    const css = '.a{color:red}.a:hover{color:blue}.b,.b:focus-visible{margin:0}@media (hover:hover){.c:hover{color:green}}@media (min-width:40rem){.d{padding:0}}';
    expect(withoutInteractionRules(css)).toBe('.a{color:red}.b{margin:0}@media (min-width:40rem){.d{padding:0}}');
  });

  it('drops custom properties nothing reads, and those only unused ones read', () => {
    const css = ':root{--used:1px;--unused:2px;--chain:var(--unused);--base:3px}.a{margin:var(--used);padding:var(--x,var(--base))}';
    expect(withoutUnusedCustomProperties(css)).toBe(':root{--used:1px;--base:3px}.a{margin:var(--used);padding:var(--x,var(--base))}');
  });
});

describe('code token classes', () => {
  it('reduces each Prism token to the class of its colour group', async () => {
    const { compactCodeTokens, tokenGroup } = await import('../../src/lib/code-tokens');
    expect(compactCodeTokens('<span class="token key atrule">a</span><span class="token boolean important">b</span><span class="token interpolation">c</span>')).toBe(
      '<span class="tf">a</span><span class="ty">b</span><span>c</span>',
    );
    expect(tokenGroup(['parameter', 'variable'])).toBe('to');
  });
});
