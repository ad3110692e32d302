/** Site navigation shared by the header, the mobile menu and the footer (SPEC.md). */

export interface NavLink {
  /** Visible label. */
  label: string;
  /** Root-relative target. */
  href: string;
}

/** Primary links, in SPEC.md's order. */
export const MAIN_NAV: readonly NavLink[] = [
  { label: 'Services', href: '/services' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Blog', href: '/blog' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

/** The header's call to action. */
export const GET_STARTED: NavLink = { label: 'Get Started', href: '/contact' };

/** Footer legal links; the pages come from the legal collection. */
export const LEGAL_NAV: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Cookie Policy', href: '/cookies' },
];
