/**
 * The build's environment, read once and checked: `SITE_URL`, and `PUBLIC_CONTACT_FORM_ENDPOINT`
 * when a form service takes the forms (unset, the site's Worker does). astro.config.mjs reads it here
 * and declares the same variables to `astro:env` for pages. Build-time only (Node).
 */
import { BlockList, isIP } from 'node:net';

/** The canonical origin of a build that names none: local previews and tests. */
const DEFAULT_SITE_URL = 'https://www.example.com';

/**
 * Addresses that never name a public site: this host, loopback, private networks, shared address
 * space and link-local (RFC 1122, 1918, 6598, 3927; RFC 4291, 4193). Node's list also matches an
 * IPv4 address written as IPv6 (`::ffff:7f00:1`) against the IPv4 ranges.
 */
const LOCAL_RANGES = '0.0.0.0/8 127.0.0.0/8 10.0.0.0/8 172.16.0.0/12 192.168.0.0/16 100.64.0.0/10 169.254.0.0/16 ::/127 fc00::/7 fe80::/10';
const LOCAL_ADDRESSES = new BlockList();
for (const range of LOCAL_RANGES.split(' ')) {
  const [network = '', prefix] = range.split('/');
  LOCAL_ADDRESSES.addSubnet(network, Number(prefix), isIP(network) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * True when a URL's hostname names this machine or a private network, in any notation a browser
 * accepts: the URL parser has already turned `127.1`, `0x7f.1` and `2130706433` into `127.0.0.1`,
 * and `[::ffff:127.0.0.1]` into `[::ffff:7f00:1]`.
 */
export function isLocalHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const address = name.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(address);
  return family !== 0 && LOCAL_ADDRESSES.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function url(name: string, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new Error(`${name} is "${value}", which is not an absolute URL. Set it to an address such as https://www.your-firm.com.`);
  }
}

/**
 * The environment of a build, or an error that names the variable to set and how: `site`, the
 * canonical origin (canonical URLs, Open Graph, sitemap, feed); `deploying`, true for a real
 * deployment (SITE_URL names a host other than this machine); `formService`, the third-party form
 * service both forms post to, when one is configured (otherwise the site's own Worker collects them).
 */
export function readBuildEnvironment(env: Record<string, string | undefined> = process.env) {
  const siteUrl = env.SITE_URL || undefined;
  const deploying = siteUrl !== undefined && !isLocalHost(url('SITE_URL', siteUrl).hostname);
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
