import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/seo';

/** Everything is public; the sitemap lists every page. */
export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap-index.xml', site?.href)}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
