/**
 * The site's type at zero bytes: the system's sans-serif, measuring alike everywhere. San Francisco
 * is the reference; Segoe UI and Arial (or Liberation Sans) are `@font-face` rules over `local()`
 * fonts with size and vertical metrics overridden to match it (Next.js's `adjustFontFallback`, from
 * capsize's published metrics), inlined in every page's first-paint CSS, so nothing swaps.
 */
import appleSystem from '@capsizecss/metrics/appleSystem';
import arial from '@capsizecss/metrics/arial';
import segoeUI from '@capsizecss/metrics/segoeUI';

/** A font's published metrics (font units); capsize's metrics of every font have this shape. */
type FontMetrics = typeof appleSystem;

/**
 * Two faces a family, regular (400) and bold (700): by CSS's matching the site's medium (500) is
 * drawn regular and its semibold (600) bold. Arial has no cuts between, so a system fallback drew
 * them so anyway; Segoe UI's semibold is drawn bold, to keep the rules few (their bytes are on
 * every page). Each family: its name in `--font-sans` (global.css), its metrics, and the full names
 * of its local fonts, regular then bold (the first the system has is used).
 */
export const ADJUSTED_FAMILIES = [
  { name: 'bSegoe', metrics: segoeUI, regular: ['Segoe UI'], bold: ['Segoe UI Bold'] },
  { name: 'bArial', metrics: arial, regular: ['Arial', 'Liberation Sans'], bold: ['Arial Bold', 'Liberation Sans Bold'] },
] as const;

/** The reference every adjusted family is sized to. */
export const REFERENCE: FontMetrics = appleSystem;

/** A tenth of a percent: 0.1 % of a 16 px line is under a fiftieth of a pixel. */
const percent = (value: number) => `${Number((value * 100).toFixed(1))}%`;
const widthPerEm = (metrics: FontMetrics) => metrics.subsets.latin.xWidthAvg / metrics.unitsPerEm;

/** The overrides that make `metrics` measure as the reference: a multiplier of its size, then the line box. */
export function overrides(metrics: FontMetrics) {
  const sizeAdjust = widthPerEm(REFERENCE) / widthPerEm(metrics);
  // The overrides are scaled by size-adjust in turn, so they are divided by it here.
  const em = REFERENCE.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascent: REFERENCE.ascent / em,
    descent: Math.abs(REFERENCE.descent) / em,
    lineGap: REFERENCE.lineGap / em,
  };
}

/** The `@font-face` rules, minified: they travel inlined on every page. */
export function fontFaceCss(): string {
  return ADJUSTED_FAMILIES.flatMap((family) => {
    const o = overrides(family.metrics);
    // A font with the reference's line gap of none needs no override of it.
    const lineGap = family.metrics.lineGap === 0 && o.lineGap === 0 ? '' : `;line-gap-override:${percent(o.lineGap)}`;
    const metrics = `size-adjust:${percent(o.sizeAdjust)};ascent-override:${percent(o.ascent)};descent-override:${percent(o.descent)}${lineGap}`;
    const face = (weight: string, names: readonly string[]) =>
      `@font-face{font-family:${family.name};${weight}src:${names.map((name) => `local(${name})`).join(',')};${metrics}}`;
    return [face('', family.regular), face('font-weight:700;', family.bold)];
  }).join('');
}
