import type { APIRoute, GetStaticPaths } from 'astro';
import { HEADLINE, SITE } from '../../config/identity.ts';
import { getSummaries } from '../../data/articles.ts';
import { getServices } from '../../data/service-pages.ts';
import { SITE_ORIGIN } from '../../data/site.ts';
import { readTimeLabel } from '../../lib/blog.ts';
import { cardCacheKey, renderCard, type CardText } from '../../render/social-cards.ts';
import { HOME_PATH, articlePath, cardId, servicePath } from '../../config/paths.ts';

/** The social cards: one per article and per service, and the default card for every other page. */
export const getStaticPaths = (async () => {
  const host = new URL(SITE_ORIGIN).host;
  const articles = (await getSummaries()).map((article) => ({
    params: { card: cardId(articlePath(article.slug)) },
    props: { eyebrow: article.category, title: article.title, description: article.description, meta: readTimeLabel(article.readMinutes) },
  }));
  const services = (await getServices()).map((entry) => ({
    params: { card: cardId(servicePath(entry.id)) },
    props: { eyebrow: entry.data.hero.eyebrow, title: entry.data.title, description: entry.data.description, meta: host },
  }));
  const site = { params: { card: cardId(HOME_PATH) }, props: { eyebrow: SITE.practices, title: HEADLINE, description: SITE.tagline, meta: host } };
  // While a card's text and drawing code are unchanged, a rebuild reuses the last card unrendered.
  return [site, ...articles, ...services].map((path) => ({ ...path, cacheKey: cardCacheKey(path.props) }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<CardText> = async ({ props }) => new Response(new Uint8Array(await renderCard(props)), { headers: { 'Content-Type': 'image/png' } });
