/**
 * The build's environment, read once and checked: where the site is deployed (`SITE_URL`) and where
 * its forms post when a third-party form service takes them (`PUBLIC_CONTACT_FORM_ENDPOINT`; unset, the
 * site's own Worker does). astro.config.mjs takes its settings from here, and
 * declares the same variables to `astro:env`, through which pages read them. Build-time only (Node).
 */

/** The canonical origin of a build that names none: local previews and tests. */
const DEFAULT_SITE_URL = 'https://www.example.com';
interface BuildEnvironment {
  /** The canonical origin: canonical URLs, Open Graph, sitemap, feed. */
  site: string;
  /** A real deployment: SITE_URL names a host other than this machine. */
  deploying: boolean;
  /** The third-party form service both forms post to, when one is configured; otherwise the site's own Worker collects them. */
  formService: string | undefined;
}

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$/;

function url(name: string, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new Error(`${name} is "${value}", which is not an absolute URL. Set it to an address such as https://www.your-firm.com.`);
  }
}

/** The environment of a build, or an error that names the variable to set and how. */
export function readBuildEnvironment(env: Record<string, string | undefined> = process.env): BuildEnvironment {
  const siteUrl = env.SITE_URL || undefined;
  const deploying = siteUrl !== undefined && !LOCAL_HOST.test(url('SITE_URL', siteUrl).hostname);
  const configured = env.PUBLIC_CONTACT_FORM_ENDPOINT || undefined;
  if (configured) {
    const endpoint = url('PUBLIC_CONTACT_FORM_ENDPOINT', configured);
    if (deploying && endpoint.protocol !== 'https:') {
      throw new Error(
        `PUBLIC_CONTACT_FORM_ENDPOINT is ${configured}: a deployment's forms must post over https, or every message travels in the clear. Set it to your form service's https submission address.`,
      );
    }
  }
  return { site: siteUrl ?? DEFAULT_SITE_URL, deploying, formService: configured };
}
