import type { APIRoute } from 'astro';
import { CMS_AUTH_URL, CMS_BRANCH, CMS_GITHUB_REPO } from 'astro:env/server';
import { cmsConfig } from '../../data/cms-config.ts';
import { getServices } from '../../data/service-pages.ts';

/** /admin/config.json: the content editor's configuration, generated from the schemas at build time. */
export const GET: APIRoute = async () => {
  const services = (await getServices()).map(({ id, data }) => ({ id, title: data.title }));
  return Response.json(cmsConfig({ CMS_GITHUB_REPO, CMS_BRANCH, CMS_AUTH_URL }, services));
};
