/**
 * The palette, each colour as its light and dark value (one when both themes share it). The
 * stylesheets declare the same values (CSS cannot import TypeScript); tests/unit/colors.test.ts
 * fails when they disagree.
 */
export type Color = string | readonly [light: string, dark: string];

/** Near-black volcanic greys. */
export const BASALT = {
  50: ['#f6f7f9', '#111419'],
  100: ['#eceef2', '#1d212a'],
  200: ['#d5d9e2', '#2c323e'],
  300: ['#b1b8c8', '#414a5a'],
  400: ['#8792a9', '#667087'],
  500: ['#68748e', '#8b96ad'],
  600: ['#535d75', '#a7b0c2'],
  700: ['#444c5f', '#c2c8d4'],
  800: ['#2b303c', '#d6dae2'],
  900: ['#1a1d25', '#e5e8ed'],
  950: ['#0e1015', '#f3f4f7'],
} as const satisfies Record<number, Color>;

/** The accent: dark enough for AA text on white, light enough for AA text on the dark page. */
export const EMBER = {
  50: ['#fff6ed', '#2a1608'],
  100: ['#ffead4', '#3b1d0b'],
  200: ['#ffd0a8', '#6a2c0e'],
  300: '#ffad71',
  400: '#ff7f38',
  500: '#fe5c11',
  600: ['#ef4207', '#ff7036'],
  700: ['#c22f08', '#ff9058'],
  800: ['#9a270f', '#ffb386'],
  900: ['#7c2310', '#ffd0ad'],
} as const satisfies Record<number, Color>;

/** Page and card surfaces, and the primary buttons, which keep white text in both themes. */
export const SURFACE = ['#ffffff', '#171a21'] as const;
export const CTA = '#c22f08';
export const CTA_HOVER = '#9a270f';

/** Code blocks are dark bands in both themes; Prism's token groups (src/markdown/code-tokens.ts). */
export const CODE_TOKENS = {
  tc: '#9aa5b8',
  tp: '#c8ceda',
  tr: '#ff9e80',
  tn: '#f9c97c',
  ts: '#a5e075',
  to: '#e6e9ef',
  tf: '#7cc7ff',
  tk: '#ff8a5c',
  ty: '#ffd166',
} as const;

/** A colour's value in the light theme (dark bands and pictures use light-theme values). */
export const light = (color: Color): string => (typeof color === 'string' ? color : color[0]);
export const dark = (color: Color): string => (typeof color === 'string' ? color : color[1]);

/** The logo's three faces: the column's side, its ember top, its shaded side. */
export const LOGO = { side: light(BASALT[950]), top: light(EMBER[600]), shade: light(BASALT[900]) } as const;
