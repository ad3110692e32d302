// Writes the site's web font: Inter (variable, weights 400–700) cut down to the characters the
// site prints, so it stays under the 25 KB budget for font bytes before the largest paint.
// Run after changing the character set or upgrading @fontsource-variable/inter:
//   node scripts/subset-font.mjs
// It also prints the metrics of the size-adjusted fallback face (global.css) so they can be checked.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
/** Typographic punctuation and the accented letters of names and places the copy may use. */
const EXTRA = '·’‘“”–—…•→←↑↓×−±°©®™€£≤≥≈éèêëáàâäíìîïóòôöúùûüñçÉÁÓÚÑÇß';
const OUT = 'src/assets/fonts/inter-subset.woff2';

const subset = await subsetFont(source, ASCII + EXTRA, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700, default: 400 } },
  // Kerning, ligatures and contextual forms; the stylistic sets and alternates are never used.
  keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'case', 'tnum'],
});
writeFileSync(OUT, subset);
console.log(`${OUT}: ${subset.length} bytes (from ${source.length})`);

// The fallback face: Arial scaled and shifted so a line of it takes the space a line of Inter takes.
const inter = await fromBuffer(source);
const arial = { unitsPerEm: 2048, xWidthAvg: 904 };
const sizeAdjust = inter.xWidthAvg / inter.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
const pct = (value) => `${(value * 100).toFixed(2)}%`;
console.log(`size-adjust: ${pct(sizeAdjust)}; ascent-override: ${pct(inter.ascent / inter.unitsPerEm / sizeAdjust)}; descent-override: ${pct(Math.abs(inter.descent) / inter.unitsPerEm / sizeAdjust)}; line-gap-override: ${pct(inter.lineGap / inter.unitsPerEm / sizeAdjust)}`);
