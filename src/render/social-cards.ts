/**
 * Social-card images (1200×630) drawn at build time: satori lays out the card with the bundled Inter,
 * sharp rasterises it. The glowing background, the costly part, is drawn once per build and each
 * card's text laid over it; Astro's incremental build reuses a card whose text (cardCacheKey) and
 * drawing code are unchanged.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp, { type OutputInfo } from 'sharp';
import { BASALT, EMBER, LOGO, SURFACE, light } from '../config/colors.ts';
import { SITE } from '../config/identity.ts';

export interface CardText {
  /** Small label above the title: a category, "Service", … */
  eyebrow: string;
  title: string;
  description: string;
  /** Right-hand footer text: "15 min read", or the site's host. */
  meta: string;
}

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
const loadFonts = () => (fonts ??= ([400, 700] as const).map((weight) => ({ name: 'Inter', data: font(weight), weight, style: 'normal' as const })));

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown; [key: string]: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...props },
});

const logo = h(
  'svg',
  { width: 56, height: 56, flexShrink: 0 },
  [
    h('path', {}, undefined, { d: 'M16 2 28 9v14l-12 7-12-7V9z', fill: light(BASALT[800]) }),
    h('path', {}, undefined, { d: 'M16 2 28 9 16 16 4 9z', fill: LOGO.top }),
    h('path', {}, undefined, { d: 'M16 16v14l-12-7V9z', fill: light(BASALT[700]) }),
  ],
  { viewBox: '0 0 32 32' },
);

const SIZE = { width: 1200, height: 630 };
/** Level 6 compresses a card within a few per cent of level 9 in a fraction of the time. */
const PNG = { compressionLevel: 6 } as const;

const background = h('div', {
  ...SIZE,
  display: 'flex',
  backgroundColor: light(BASALT[950]),
  backgroundImage: 'radial-gradient(circle at 88% 0%, rgba(239,66,7,0.45), rgba(14,16,21,0) 55%)',
});

/** The background as raw pixels, rasterised once per build. */
let backgroundPixels: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
const rasterisedBackground = () =>
  (backgroundPixels ??= satori(background as Parameters<typeof satori>[0], { ...SIZE, fonts: loadFonts() }).then((svg) =>
    // Opaque: three channels, so every card is an RGB PNG, smaller and quicker to encode than RGBA.
    sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
  ));

/** Everything on a card but its background: text, logo and rule, on a transparent canvas. */
function foreground(card: CardText): Node {
  const titleSize = card.title.length > 48 ? 58 : 68;
  return h(
    'div',
    {
      ...SIZE,
      // satori sizes boxes content-box unless told otherwise.
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      color: light(SURFACE),
      fontFamily: 'Inter',
    },
    [
      h('div', { display: 'flex', flexDirection: 'column', flexShrink: 1 }, [
        h('div', { fontSize: 26, fontWeight: 700, color: light(EMBER[300]), textTransform: 'uppercase', letterSpacing: 2 }, card.eyebrow),
        h('div', { fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, marginTop: 20, letterSpacing: -1.5 }, card.title),
        h('div', { fontSize: 28, lineHeight: 1.45, marginTop: 28, color: light(BASALT[300]), maxWidth: 980 }, card.description),
      ]),
      h(
        'div',
        {
          display: 'flex',
          flexShrink: 0,
          alignItems: 'center',
          justifyContent: 'space-between',
          borderTop: '1px solid rgba(255,255,255,0.12)',
          paddingTop: 28,
        },
        [
          h('div', { display: 'flex', alignItems: 'center' }, [logo, h('div', { fontSize: 30, fontWeight: 700, marginLeft: 18 }, SITE.name)]),
          h('div', { fontSize: 26, color: light(BASALT[300]) }, card.meta),
        ],
      ),
    ],
  );
}

/** The card's key for Astro's incremental build, which tracks the drawing code itself: its text. */
export function cardCacheKey(card: CardText): string {
  return createHash('sha256')
    .update(JSON.stringify(foreground(card)))
    .digest('hex');
}

export async function renderCard(card: CardText): Promise<Buffer> {
  const [svg, base] = await Promise.all([satori(foreground(card) as Parameters<typeof satori>[0], { ...SIZE, fonts: loadFonts() }), rasterisedBackground()]);
  return sharp(base.data, { raw: base.info })
    .composite([{ input: Buffer.from(svg) }])
    .removeAlpha()
    .png(PNG)
    .toBuffer();
}
