import type { APIRoute } from 'astro';
import { cmsConfig } from '../../data/cms-config';
import { getServices } from '../../data/services';

/** /admin/config.json: the content editor's configuration, generated from the schemas at build time. */
export const GET: APIRoute = async () => {
  const services = (await getServices()).map(({ id, data }) => ({ id, title: data.title }));
  return Response.json(cmsConfig(process.env, services));
};
