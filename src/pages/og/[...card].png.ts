import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { SITE } from '../../config/site';
import { articleMinutes, getArticles } from '../../data/articles';
import { readTimeLabel } from '../../lib/blog';
import { renderCard, type CardText } from '../../lib/og-image';

/** /og/default.png, /og/blog/<slug>.png and /og/services/<id>.png, drawn at build time. */
export const getStaticPaths = (async () => {
  const articles = (await getArticles()).map((entry) => ({
    params: { card: `blog/${entry.id}` },
    props: { eyebrow: entry.data.category, title: entry.data.title, description: entry.data.description, meta: readTimeLabel(articleMinutes(entry)) },
  }));
  const services = (await getCollection('services')).map((entry) => ({
    params: { card: `services/${entry.id}` },
    props: { eyebrow: entry.data.hero.eyebrow, title: entry.data.title, description: entry.data.description },
  }));
  const site = {
    params: { card: 'default' },
    props: { eyebrow: 'Cloud · DevOps · AI/ML · Web3 · Security', title: 'Cutting through Complexity', description: SITE.tagline },
  };
  return [site, ...articles, ...services];
}) satisfies GetStaticPaths;

export const GET: APIRoute<CardText> = async ({ props }) =>
  new Response(new Uint8Array(await renderCard(props)), { headers: { 'Content-Type': 'image/png' } });
