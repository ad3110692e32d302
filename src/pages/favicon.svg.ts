import type { APIRoute } from 'astro';
import { LOGO } from '../config/colors.ts';

/** The favicon: the logo's column in the palette's colours (src/config/colors.ts). */
export const GET: APIRoute = () =>
  new Response(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M16 2 28 9v14l-12 7-12-7V9z" fill="${LOGO.side}"/><path d="M16 2 28 9 16 16 4 9z" fill="${LOGO.top}"/><path d="M16 16v14l-12-7V9z" fill="${LOGO.shade}"/></svg>\n`,
    { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } },
  );
