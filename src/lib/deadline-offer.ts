/**
 * The wording of an offer that runs against a deadline, from its data and the day the page is
 * built: before the start-by date the full offer and the date to start by, after it the reduced
 * scope that still fits, and once the deadline has passed what we offer then. No month is written
 * into copy, so the page needs no editing as time passes, only a build.
 */
import type { ServiceData } from '../schemas/service-frontmatter.ts';
import { formatLongDate } from './dates.ts';

/** A service's `deadlineOffer`, each field described where editors write it (src/schemas/service-frontmatter.ts). */
type DeadlineOffer = NonNullable<ServiceData['deadlineOffer']>;

const DAY = 24 * 60 * 60 * 1000;

/** The last day the full offer can start and still keep its margin before the deadline. */
export function startBy(offer: Pick<DeadlineOffer, 'deadline' | 'weeks' | 'marginWeeks'>): Date {
  return new Date(offer.deadline.getTime() - (offer.weeks + offer.marginWeeks) * 7 * DAY);
}

export function offerPhase(offer: DeadlineOffer, today: Date): 'full' | 'reduced' | 'after' {
  // Calendar days in UTC, as the dates are written: the start-by day itself still starts in time.
  const day = Math.floor(today.getTime() / DAY) * DAY;
  if (day >= offer.deadline.getTime()) return 'after';
  return day > startBy(offer).getTime() ? 'reduced' : 'full';
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The offer in a few sentences, as it reads on a given day. */
export function offerText(offer: DeadlineOffer, today: Date): string {
  const deadline = formatLongDate(offer.deadline);
  const plan = `a fleet of ${offer.fleet} takes about ${offer.weeks} weeks, and we keep ${offer.marginWeeks} weeks of margin before the deadline`;
  switch (offerPhase(offer, today)) {
    case 'full':
      return `${capitalized(offer.subject)} ends on ${deadline}. Our migration of ${plan}, so a full migration starts by ${formatLongDate(startBy(offer))}.`;
    case 'reduced':
      return `${capitalized(offer.subject)} ends on ${deadline}. A full migration of ${plan}, so it needed to start by ${formatLongDate(startBy(offer))}. Started later, we ${offer.reduced}.`;
    case 'after':
      return `${capitalized(offer.subject)} ended on ${deadline}. ${offer.after}`;
  }
}
