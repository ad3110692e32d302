import type { APIRoute } from 'astro';
import { cmsConfig } from '../../data/cms-config';

/** /admin/config.json: the content editor's configuration, generated from the schemas at build time. */
export const GET: APIRoute = () => Response.json(cmsConfig(process.env));
