import type { APIRoute } from 'astro';
import { articleSummaries } from '../../data/blog-listings';

/** Every published article's card data, newest first: what the blog's search filters. */
export const GET: APIRoute = async () => Response.json(await articleSummaries());
