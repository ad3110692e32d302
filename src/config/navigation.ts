/** Site navigation shared by the header, the mobile menu and the footer. */
import { ABOUT_PATH, BLOG_PATH, CASE_STUDIES_PATH, CONTACT_PATH, SERVICES_PATH, SOLUTIONS_PATH } from './paths.ts';
interface NavLink {
  label: string;
  /** Root-relative target. */
  href: string;
}

/** The closing box's buttons where a page names none: talk to us, or see what we do. */
export const CLOSING_ACTIONS: readonly NavLink[] = [
  { label: 'Start a Conversation', href: CONTACT_PATH },
  { label: 'View Our Services', href: SERVICES_PATH },
];

/** Primary links of the header, the mobile menu and the footer; the case studies beside the services, proof beside offer. */
export const MAIN_NAV: readonly NavLink[] = [
  { label: 'Services', href: SERVICES_PATH },
  { label: 'Case Studies', href: CASE_STUDIES_PATH },
  { label: 'Solutions', href: SOLUTIONS_PATH },
  { label: 'Blog', href: BLOG_PATH },
  { label: 'About', href: ABOUT_PATH },
  { label: 'Contact', href: CONTACT_PATH },
];

/** The footer's company links: the same as the header's. */
export const COMPANY_NAV: readonly NavLink[] = MAIN_NAV;

/** The header's call to action. */
export const GET_STARTED: NavLink = { label: 'Get Started', href: CONTACT_PATH };

/**
 * Where the desktop navigation replaces the mobile menu. Tailwind's `lg` breakpoint in
 * global.css has the same value (a unit test keeps them equal); the menu script reads these.
 */
export const DESKTOP_MIN_WIDTH = '64rem';
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_MIN_WIDTH})`;

/** Id of the mobile menu's panel: its button targets it, and CSS reads whether it is open. */
export const MENU_ID = 'site-menu';

/** Footer legal links; the pages come from the legal collection. */
export const LEGAL_NAV: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Cookie Policy', href: '/cookies' },
];
