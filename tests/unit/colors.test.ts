// The stylesheets declare the palette for Tailwind; src/config/colors.ts is its one source.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASALT, CODE_TOKENS, CTA, CTA_HOVER, EMBER, SURFACE, type Color } from '../../src/config/colors.ts';

const css = (file: string) => readFileSync(new URL(`../../src/styles/${file}`, import.meta.url), 'utf8');
const declared = (color: Color) => (typeof color === 'string' ? color : `light-dark(${color[0]}, ${color[1]})`);

describe('the palette', () => {
  const theme = css('global.css');
  const tokens = {
    ...Object.fromEntries(Object.entries(BASALT).map(([step, color]) => [`basalt-${step}`, color])),
    ...Object.fromEntries(Object.entries(EMBER).map(([step, color]) => [`ember-${step}`, color])),
    surface: SURFACE,
    cta: CTA,
    'cta-hover': CTA_HOVER,
  };

  it.each(Object.entries(tokens))('global.css declares --color-%s as src/config/colors.ts gives it', (name, color) => {
    expect(theme).toContain(`--color-${name}: ${declared(color)};`);
  });

  it('global.css declares no basalt or ember step the palette lacks', () => {
    const names = [...theme.matchAll(/--color-((?:basalt|ember)-\d+|surface|cta|cta-hover):/g)].map((match) => match[1]);
    expect(names.sort()).toEqual(Object.keys(tokens).sort());
  });

  it.each(Object.entries(CODE_TOKENS))('code.css colours token group .%s with %s', (group, color) => {
    expect(css('code.css')).toMatch(new RegExp(`pre \\.${group} \\{\\s*color: ${color};`));
  });

  it('writes no other literal colour in code.css', () => {
    const literals = [...css('code.css').matchAll(/#[0-9a-f]{3,8}\b/gi)].map((match) => match[0].toLowerCase());
    expect(literals.filter((literal) => !Object.values(CODE_TOKENS).includes(literal as never))).toEqual([]);
  });
});
