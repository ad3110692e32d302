import type { APIRoute } from 'astro';
import { iconSprite } from '../render/icon-sprite.ts';

/**
 * /icons.svg. In `npm run dev` it serves every lucide icon, so a page can draw any of them; a
 * production build writes only the brand marks here and the icon-sprite step
 * (src/post-build/integration.ts) replaces the file with the symbols the built pages use.
 */
export const GET: APIRoute = async () =>
  new Response(await iconSprite(import.meta.env.DEV ? undefined : []), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
