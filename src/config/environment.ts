/**
 * The build's environment, read once and checked: `SITE_URL`, and `PUBLIC_CONTACT_FORM_ENDPOINT`
 * when a form service takes the forms (unset, the site's Worker does). astro.config.mjs reads it here
 * and declares the same variables to `astro:env` for pages. Build-time only (Node).
 */

/** The canonical origin of a build that names none: local previews and tests. */
const DEFAULT_SITE_URL = 'https://www.example.com';

/**
 * IPv4 ranges that never name a public site: this host, loopback, private networks, shared
 * address space and link-local (RFC 1122, 1918, 6598, 3927), as [first address, prefix length].
 */
const LOCAL_V4: readonly [number, number][] = [
  [0x00000000, 8],
  [0x7f000000, 8],
  [0x0a000000, 8],
  [0xac100000, 12],
  [0xc0a80000, 16],
  [0x64400000, 10],
  [0xa9fe0000, 16],
];

const v4Local = (address: number) => LOCAL_V4.some(([first, bits]) => address >>> (32 - bits) === first >>> (32 - bits));

/** The 16-bit groups of an IPv6 address as the URL parser writes it (compressed, lower case). */
function v6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  return [...start, ...Array(8 - start.length - end.length).fill(0), ...end];
}

/**
 * True when a URL's hostname names this machine or a private network, in any notation a browser
 * accepts: the URL parser has already turned `127.1`, `0x7f.1` and `2130706433` into `127.0.0.1`,
 * and `[::ffff:127.0.0.1]` into `[::ffff:7f00:1]`.
 */
export function isLocalHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(name);
  if (v4) return v4Local(v4.slice(1).reduce((address, octet) => address * 256 + Number(octet), 0));
  if (!name.startsWith('[')) return false;
  const groups = v6Groups(name.slice(1, -1));
  const first = groups[0]!;
  const unspecifiedOrLoopback = groups.slice(0, 7).every((group) => group === 0) && groups[7]! <= 1;
  const mappedV4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  return unspecifiedOrLoopback || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (mappedV4 && v4Local(groups[6]! * 65536 + groups[7]!));
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
