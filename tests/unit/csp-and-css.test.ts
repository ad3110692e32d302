import { describe, expect, it } from 'vitest';
import { inlineHash, withInlineHashes } from '../../src/post-build/csp-hashes.ts';
import { firstPaintCss } from '../../src/post-build/first-paint-css.ts';

const page = (head: string) =>
  `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-old='; style-src 'self' 'sha256-old='; object-src 'none'">${head}</head><body></body></html>`;

describe('page CSP after the build rewrites inline code', () => {
  it('lists exactly the hashes of the inline scripts and styles the page has', () => {
    const html = withInlineHashes(
      page('<style>a{color:red}</style><script>go()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>'),
    );
    const csp = /content="([^"]*)"/.exec(html)![1]!;
    expect(csp).toContain(`script-src 'self' ${inlineHash('go()')}`);
    expect(csp).toContain(`style-src 'self' ${inlineHash('a{color:red}')}`);
    expect(csp).not.toContain('sha256-old=');
    expect(csp).toContain("object-src 'none'");
    expect(/script-src ([^;]*)/.exec(csp)![1]!.split(' ')).toHaveLength(2);
  });

  it('hashes inline code as browsers do: SHA-256 of the UTF-8 text, base64, quoted (known values, not recomputed here)', () => {
    // sha256 of the empty string, and of "go()" as `printf 'go()' | openssl dgst -sha256 -binary | base64` prints it.
    expect(inlineHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(inlineHash('go()')).toBe("'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='");
    const csp = /content="([^"]*)"/.exec(withInlineHashes(page('<script>go()</script>')))![1]!;
    expect(csp).toBe("default-src 'self'; script-src 'self' 'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='; style-src 'self'; object-src 'none'");
  });

  it('allows an inline speculation rule set by its hash, since the browser ignores one the policy does not allow', () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const csp = /content="([^"]*)"/.exec(withInlineHashes(page(`<script type="speculationrules">${rules}</script>`)))![1]!;
    expect(csp).toContain(`script-src 'self' ${inlineHash(rules)}`);
  });

  it('refuses to hash code inside the content region, where an editor’s file is rendered', () => {
    const body = (content: string) => page('<script>go()</script>').replace('<body></body>', `<body><div data-content>${content}</div></body>`);
    expect(() => withInlineHashes(body('<p>text</p><script>steal()</script>'), '/blog/x')).toThrow(/^\/blog\/x: its content carries <script>/);
    expect(() => withInlineHashes(body('<style>body{display:none}</style>'), '/blog/x')).toThrow(/its content carries <style>/);
    expect(() => withInlineHashes(body('<img src="/a.png" alt="" onerror="steal()">'), '/blog/x')).toThrow(/an event handler \(onerror\) on <img>/);
    expect(withInlineHashes(body('<p>The <code>onerror=</code> attribute, <a href="/x" data-on="1">here</a>.</p>'), '/blog/x')).toContain(inlineHash('go()'));
    // Text in an attribute that reads like a handler is text: an allowed <abbr> explaining one.
    expect(withInlineHashes(body('<abbr title="… onclick=handler() …">JS</abbr>'), '/blog/x')).toContain(inlineHash('go()'));
  });

  it('refuses a page without a CSP to update, naming astro', () => {
    expect(() => withInlineHashes('<html><head></head></html>')).toThrow(/^astro no longer does .*content-security-policy/);
  });

  it('keeps every configured source, such as an analytics host, and drops only stale hashes', () => {
    const html = withInlineHashes(
      `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' https://stats.example.net 'sha256-stale='; style-src 'self' https://cdn.example.net">` +
        '<script>go()</script></head><body></body></html>',
    );
    const csp = /content="([^"]*)"/.exec(html)![1]!;
    expect(csp).toContain(`script-src 'self' https://stats.example.net ${inlineHash('go()')}`);
    expect(csp).toContain("style-src 'self' https://cdn.example.net");
    expect(csp).not.toContain('stale');
  });

  it('allows WebAssembly only on a page that renders the full-text search marker', () => {
    const csp = (body: string) => /content="([^"]*)"/.exec(withInlineHashes(page('').replace('<body></body>', `<body>${body}</body>`)))![1]!;
    expect(csp('<div data-full-text-search></div>')).toContain("'wasm-unsafe-eval'");
    expect(csp('<p>The text data-full-text-search in prose</p>')).not.toContain('wasm');
  });

  it('is stable: a second pass changes nothing', () => {
    const once = withInlineHashes(page('<style>a{color:red}</style>'));
    expect(withInlineHashes(once)).toBe(once);
  });
});

describe('head order', () => {
  it('puts <meta charset> first and the CSP <meta> second, then the rest as written', () => {
    const html = `<html><head><script>theme()</script><meta charset="utf-8"><title>T</title><meta http-equiv="content-security-policy" content="default-src 'self'"></head><body></body></html>`;
    expect(withInlineHashes(html)).toBe(
      `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${inlineHash('theme()')}; style-src 'self'"><script>theme()</script><title>T</title></head><body></body></html>`,
    );
  });
});

describe('critical CSS', () => {
  it('postpones rules that only apply while hovering, focusing or pressing', () => {
    const css =
      '.a{color:red}.a:hover{color:blue}.b,.b:focus-visible{margin:0}@media (hover:hover){.c:hover{color:green}}@media (min-width:40rem){.d{padding:0}}';
    expect(firstPaintCss(css)).toBe('.a{color:red}.b{margin:0}@media (min-width:40rem){.d{padding:0}}');
  });

  it("postpones the closed menu's panel and backdrop, and keeps what else a rule names", () => {
    const css =
      '.menu-panel{position:fixed}.menu-backdrop,.menu-icon-open{display:none}:root:has(#site-menu:popover-open) .menu-backdrop{display:block}@media (min-width:40rem){.menu-panel{max-width:24rem}}.menu-panelist{color:red}';
    expect(firstPaintCss(css)).toBe('.menu-icon-open{display:none}.menu-panelist{color:red}');
  });

  it("drops a variable's fallback when the root always declares it, and keeps the others", () => {
    const css =
      ':root,:host{--default-font-family:var(--font-sans);--font-sans:a,sans-serif}html{font-family:var(--default-font-family,x,f(y),sans-serif);line-height:var(--tw-leading,var(--font-sans,z))}';
    expect(firstPaintCss(css)).toBe(
      ':root,:host{--default-font-family:var(--font-sans);--font-sans:a,sans-serif}html{font-family:var(--default-font-family);line-height:var(--tw-leading,var(--font-sans))}',
    );
  });

  it('postpones transitions, which act only on a change after the first paint', () => {
    const css =
      '.a{color:red;transition-property:color;transition-duration:.15s}.b{transition:opacity 1s}@media (prefers-reduced-motion:reduce){*{transition-duration:.01ms!important;animation-duration:.01ms!important}}';
    expect(firstPaintCss(css)).toBe('.a{color:red}');
  });

  it('keeps what stops motion for visitors who ask only while something still moves, and drops print and hover blocks', () => {
    const reduce = '@media (prefers-reduced-motion:reduce){*{animation-duration:.01ms!important;scroll-behavior:auto!important}}';
    expect(firstPaintCss(`.a{color:red}${reduce}`)).toBe('.a{color:red}');
    expect(firstPaintCss(`.a{animation:pulse 2s infinite}@keyframes pulse{50%{opacity:.5}}${reduce}`)).toContain(reduce);
    expect(firstPaintCss(`html{scroll-behavior:smooth}${reduce}`)).toContain(reduce);
    expect(firstPaintCss('.a{color:red}@media print{.a{color:#000}}@media (hover:hover){.a:hover{color:blue}}')).toBe('.a{color:red}');
  });

  it("drops Tailwind's colour-mix repeat of a fallback colour, and keeps one without a fallback before it", () => {
    const css =
      '.a{background-color:#fff1}@supports (color:color-mix(in lab, red, red)){.a{background-color:color-mix(in oklab,#fff 7%,transparent)}}' +
      '.b{margin:0}@supports (color:color-mix(in lab, red, red)){.c{color:color-mix(in oklab,red 5%,transparent)}}';
    expect(firstPaintCss(css)).toBe(
      '.a{background-color:#fff1}.b{margin:0}@supports (color:color-mix(in lab, red, red)){.c{color:color-mix(in oklab,red 5%,transparent)}}',
    );
  });

  it('drops keyframes no kept rule animates, and the registrations the page gets on its own', () => {
    const css = '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}@keyframes gone{to{opacity:0}}.a{animation:spin 1s linear}';
    expect(firstPaintCss(css)).toBe('@keyframes spin{to{rotate:1turn}}.a{animation:spin 1s linear}');
  });

  it('drops custom properties nothing reads, and those only unused ones read', () => {
    const css = ':root{--used:1px;--unused:2px;--chain:var(--unused);--base:3px}.a{margin:var(--used);padding:var(--x,var(--base))}';
    expect(firstPaintCss(css)).toBe(':root{--used:1px;--base:3px}.a{margin:var(--used);padding:var(--x,var(--base))}');
  });
});

describe('code token classes', () => {
  it('reduces each Prism token to the class of its colour group', async () => {
    const { tokenGroup } = await import('../../src/markdown/code-tokens.ts');
    expect(tokenGroup(['key', 'atrule'])).toBe('tf');
    expect(tokenGroup(['boolean', 'important'])).toBe('ty');
    expect(tokenGroup(['interpolation'])).toBeUndefined();
    expect(tokenGroup(['parameter', 'variable'])).toBe('to');
  });
});
