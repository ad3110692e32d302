/**
 * Where the content editor at /admin (Sveltia CMS) commits: the firm's GitHub repository and the
 * branch the site is built from. Read from the build's environment; plain data, importable from Node.
 */
import { SOCIAL } from './identity.ts';

/** Where the editor lives. The host serves it with its own headers (hosting.ts); it is no page of the site. */
export const ADMIN_PATH = '/admin';

/** True for the editor and its files: kept out of the sitemap, the page checks and the search index. */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

/** The firm's GitHub organisation, as the footer links to it. */
const GITHUB_ORG = new URL(SOCIAL.find((profile) => profile.name === 'GitHub')!.href).pathname.slice(1);

/**
 * The backend from `CMS_GITHUB_REPO` (the repository that holds content/), `CMS_BRANCH` and
 * `CMS_AUTH_URL` (the OAuth helper editors sign in through, Sveltia's authenticator on the firm's
 * account; unset, they sign in with a GitHub token); a malformed value fails the build naming it.
 */
export function cmsBackend(env: Record<string, string | undefined>) {
  const repo = env.CMS_GITHUB_REPO || `${GITHUB_ORG}/website`;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(`CMS_GITHUB_REPO is "${repo}": it must be the repository as owner/name, for example ${GITHUB_ORG}/website.`);
  const auth = env.CMS_AUTH_URL;
  if (auth && !/^https:\/\/\S+$/.test(auth))
    throw new Error(`CMS_AUTH_URL is "${auth}": it must be the https:// address of the OAuth helper editors sign in through.`);
  return { name: 'github' as const, repo, branch: env.CMS_BRANCH || 'main', ...(auth ? { base_url: auth } : {}) };
}

/** The Git host's API, which the editor calls from the browser: the /admin CSP allows it. */
export const CMS_API_ORIGIN = 'https://api.github.com';
