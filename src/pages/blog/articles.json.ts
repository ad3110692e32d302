import type { APIRoute } from 'astro';
import { getSummaries } from '../../data/articles.ts';

/** Every published article's card data, newest first: what the blog's search filters. */
export const GET: APIRoute = async () => Response.json(await getSummaries());
