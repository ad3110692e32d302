import { routePath } from '../config/paths.ts';

/**
 * How a navigation link relates to the page being shown: the page itself (`page`), a section
 * the page belongs to (`section`, e.g. Services on /services/cloud-architecture), or neither.
 */
export function linkState(href: string, pathname: string): 'page' | 'section' | null {
  const path = routePath(pathname);
  if (path === href) return 'page';
  if (href !== '/' && path.startsWith(`${href}/`)) return 'section';
  return null;
}
