import type { APIRoute } from 'astro';
import { llmsTxtFile } from '../data/llms-txt.ts';

/** /llms.txt: the firm, its services and its articles for language models (llmstxt.org). */
export const GET: APIRoute = async () => new Response(await llmsTxtFile(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
