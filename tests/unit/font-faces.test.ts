import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADJUSTED_FAMILIES, REFERENCE, fontFaceCss, overrides } from '../../src/render/font-faces.ts';

const widthPerEm = (m: { xWidthAvg: number; unitsPerEm: number }) => m.xWidthAvg / m.unitsPerEm;

describe('the font faces that make the system fonts measure alike', () => {
  it.each(ADJUSTED_FAMILIES.map((family) => [family.name, family] as const))(
    '%s sets text as wide and its line box as tall as the reference',
    (_name, family) => {
      const o = overrides(family.metrics);
      expect(widthPerEm(family.metrics) * o.sizeAdjust).toBeCloseTo(widthPerEm(REFERENCE), 6);
      // The overrides are scaled by size-adjust: the line box comes out as the reference's.
      expect((o.ascent + o.descent + o.lineGap) * o.sizeAdjust).toBeCloseTo(
        (REFERENCE.ascent - REFERENCE.descent + REFERENCE.lineGap) / REFERENCE.unitsPerEm,
        6,
      );
    },
  );

  it('declares a regular and a bold face of every family over local() fonts only, no download', () => {
    const css = fontFaceCss();
    for (const family of ADJUSTED_FAMILIES) expect(css.match(new RegExp(`font-family:${family.name};`, 'g'))).toHaveLength(2);
    expect(css).not.toMatch(/url\(/);
  });

  it('are the families the font stack names, after the reference and before the generic fallback', () => {
    const stack = /--font-sans:([^;]+);/
      .exec(readFileSync('src/styles/global.css', 'utf8'))![1]!
      .split(',')
      .map((name) => name.trim());
    expect(stack[0]).toBe(REFERENCE.familyName);
    expect(stack.at(-1)).toBe('sans-serif');
    for (const family of ADJUSTED_FAMILIES) expect(stack).toContain(family.name);
  });
});
