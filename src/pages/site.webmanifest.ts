import type { APIRoute } from 'astro';
import { BASALT, SURFACE, light } from '../config/colors.ts';
import { SITE } from '../config/identity.ts';

/** The web app manifest, from the firm's name and the palette. */
export const GET: APIRoute = () =>
  new Response(
    `${JSON.stringify(
      {
        name: SITE.name,
        short_name: SITE.name.split(' ')[0],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
        theme_color: light(BASALT[950]),
        background_color: light(SURFACE),
        display: 'standalone',
      },
      null,
      2,
    )}\n`,
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
