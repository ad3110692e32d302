/**
 * Social-card images (1200×630) drawn at build time: satori lays out the card and turns its text
 * into SVG paths with the bundled Inter, sharp rasterises the SVG. No external service, no fonts
 * needed on the build machine.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';
import { BASALT, EMBER, LOGO, SURFACE, light } from '../config/colors.ts';
import { SITE } from '../config/identity';

export interface CardText {
  /** Small label above the title: a category, "Service", … */
  eyebrow: string;
  title: string;
  description: string;
  /** Right-hand footer text: "15 min read", or the site's host. */
  meta: string;
}

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown; [key: string]: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...props },
});

const logo = h('svg', { width: 56, height: 56, flexShrink: 0 }, [
  h('path', {}, undefined, { d: 'M16 2 28 9v14l-12 7-12-7V9z', fill: light(BASALT[800]) }),
  h('path', {}, undefined, { d: 'M16 2 28 9 16 16 4 9z', fill: LOGO.top }),
  h('path', {}, undefined, { d: 'M16 16v14l-12-7V9z', fill: light(BASALT[700]) }),
], { viewBox: '0 0 32 32' });

/** The card as a PNG. */
export async function renderCard(card: CardText): Promise<Buffer> {
  fonts ??= [
    { name: 'Inter', data: font(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
  ];
  const titleSize = card.title.length > 48 ? 58 : 68;
  const tree = h(
    'div',
    {
      width: 1200,
      height: 630,
      // satori sizes boxes content-box unless told otherwise.
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundColor: light(BASALT[950]),
      backgroundImage: 'radial-gradient(circle at 88% 0%, rgba(239,66,7,0.45), rgba(14,16,21,0) 55%)',
      color: light(SURFACE),
      fontFamily: 'Inter',
    },
    [
      h('div', { display: 'flex', flexDirection: 'column', flexShrink: 1 }, [
        h('div', { fontSize: 26, fontWeight: 700, color: light(EMBER[300]), textTransform: 'uppercase', letterSpacing: 2 }, card.eyebrow),
        h('div', { fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, marginTop: 20, letterSpacing: -1.5 }, card.title),
        h('div', { fontSize: 28, lineHeight: 1.45, marginTop: 28, color: light(BASALT[300]), maxWidth: 980 }, card.description),
      ]),
      h('div', { display: 'flex', flexShrink: 0, alignItems: 'center', justifyContent: 'space-between', borderTop: '1px solid rgba(255,255,255,0.12)', paddingTop: 28 }, [
        h('div', { display: 'flex', alignItems: 'center' }, [logo, h('div', { fontSize: 30, fontWeight: 700, marginLeft: 18 }, SITE.name)]),
        h('div', { fontSize: 26, color: light(BASALT[300]) }, card.meta),
      ]),
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], { width: 1200, height: 630, fonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
