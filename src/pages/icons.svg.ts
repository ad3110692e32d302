import type { APIRoute } from 'astro';
import { iconSprite } from '../render/icon-sprite.ts';

/**
 * /icons.svg. In `npm run dev` it serves every icon, so a page can draw any of them; a production
 * build writes an empty sprite here and the post-build integration (src/post-build/integration.ts)
 * replaces it with the symbols the built pages and the islands draw.
 */
export const GET: APIRoute = () =>
  new Response(iconSprite(import.meta.env.DEV ? undefined : []), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
