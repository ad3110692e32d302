/**
 * The site's font faces, written once in the head of every page (BaseLayout) rather than in the
 * stylesheet: a second declaration arriving with the stylesheet would let the browser swap fonts
 * after the first paint and shift the text.
 *
 * Inter is cut to the characters the site prints and to weights 400–700 (scripts/subset-font.mjs).
 * `optional`: if it is not there for the first paint, this page view keeps the fallback and the next
 * one has it from the cache. The fallback is Arial (or its metric twin Liberation Sans) resized to
 * Inter's metrics, so both take the same space; scripts/subset-font.mjs prints these figures.
 */
export function fontFaces(interUrl: string): string {
  return [
    `@font-face{font-family:"Inter Variable";font-style:normal;font-display:optional;font-weight:400 700;src:url(${interUrl}) format("woff2")}`,
    '@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Arimo"),local("Helvetica");size-adjust:108.19%;ascent-override:89.54%;descent-override:22.3%;line-gap-override:0%}',
  ].join('');
}
