import type { APIRoute } from 'astro';
import { SPECULATION_RULES } from '../lib/speculation-rules.ts';

/** The prerendering rule set; hosts send it as application/speculationrules+json (src/config/hosting.ts). */
export const GET: APIRoute = () => new Response(JSON.stringify(SPECULATION_RULES), { headers: { 'Content-Type': 'application/speculationrules+json' } });
