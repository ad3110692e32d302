import type { APIRoute } from 'astro';
import { iconStylesheet } from '../render/icon-styles.ts';

/**
 * /icons.css. In `npm run dev` it holds every icon, so a page can draw any of them; a production
 * build writes an empty sheet here and the post-build integration (src/post-build/integration.ts)
 * replaces it with the icons the built pages and the islands draw.
 */
export const GET: APIRoute = () =>
  new Response(iconStylesheet(import.meta.env.DEV ? undefined : []), { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
