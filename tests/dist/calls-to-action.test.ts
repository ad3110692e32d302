import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { pages } from './site.ts';

/**
 * One label for the primary call to action (docs/decisions.md, Design): outside the button texts
 * the specification fixes, a primary button (the ember `bg-cta` fill: ui/Button.astro's primary
 * variant, the forms' submit buttons, the menu's button) reads "Start a Conversation".
 */
const ONE_LABEL = 'Start a Conversation';
const SPECIFIED = [
  'Learn More',
  'View Our Work',
  'Schedule a Consultation',
  'Start a Conversation',
  'View Our Services',
  'Start a Web3 Project',
  'View Case Studies',
  'Request Demo',
  'Contact Sales',
  'Start Free Trial',
  'Schedule Demo',
  'Get Started',
  'Send Message',
  'Subscribe',
  'Return to Home',
  'Schedule AI Strategy Consultation',
  'Explore Our AI Services',
];

/** The label a sighted visitor reads: the element's text without what only screen readers hear. */
function visibleLabel(element: HTMLElement): string {
  const copy = element.clone() as HTMLElement;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return copy.text.replace(/\s+/g, ' ').trim();
}

const primaryLabels = pages.flatMap(({ route, doc }) =>
  doc
    .querySelectorAll('a, button')
    .filter((element) => element.classList.contains('bg-cta'))
    .map((element) => ({ route, label: visibleLabel(element) })),
);

describe('primary calls to action', () => {
  it('are found on the pages that sell (a sanity check of the selector)', () => {
    const routes = new Set(primaryLabels.map(({ route }) => route));
    for (const route of ['/', '/about', '/services/cloud-architecture', '/solutions/obsidian-edge', '/case-studies']) {
      expect(routes.has(route), route).toBe(true);
    }
  });

  it(`read "${ONE_LABEL}" or one of the specified button texts`, () => {
    const others = primaryLabels.filter(({ label }) => !SPECIFIED.includes(label)).map(({ route, label }) => `${route}: "${label}"`);
    expect(others).toEqual([]);
  });
});
