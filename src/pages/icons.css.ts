import type { APIRoute } from 'astro';
import { iconStylesheet } from '../render/icon-styles.ts';

/**
 * /icons.css. In `npm run dev` it holds every icon (about 1 MB, made once), so a page can draw any of
 * them; a production build writes an empty sheet here and the post-build integration
 * (src/post-build/integration.ts) replaces it with the icons the built pages and the islands draw.
 */
const sheet = iconStylesheet(import.meta.env.DEV ? undefined : []);

export const GET: APIRoute = () => new Response(sheet, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
