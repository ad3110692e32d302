import type { APIRoute } from 'astro';
import { SITE_ORIGIN } from '../data/site.ts';
import { SITEMAP_PATH, absoluteUrl } from '../config/paths.ts';

/** Everything is public; the sitemap lists every page. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(SITEMAP_PATH, SITE_ORIGIN)}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
