/**
 * An offer against a deadline reads right on every day, because the day is given to it: the dates
 * below are chosen around the observability service's own X-Ray deadline, worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { offerPhase, offerText, startBy } from '../../src/lib/deadline-offer.ts';

const offer = {
  deadline: new Date('2027-02-25T00:00:00Z'),
  subject: 'support for the AWS X-Ray SDKs and daemon',
  fleet: 'about forty services',
  weeks: 12,
  marginWeeks: 4,
  reduced: 'move the busiest paths first',
  after: 'We migrate what remains.',
};
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('an offer against a deadline', () => {
  it('starts the full offer 16 weeks (12 + 4 of margin, 112 days) before the deadline', () => {
    // 25 February 2027 less 112 days: 4 days of February, 31 of January, 31 of December, 30 of November → 5 November 2026.
    expect(startBy(offer).toISOString().slice(0, 10)).toBe('2026-11-05');
  });

  it.each([
    ['2026-10-01', 'full'],
    ['2026-11-05', 'full'],
    ['2026-11-06', 'reduced'],
    ['2026-12-06', 'reduced'],
    ['2027-02-24', 'reduced'],
    ['2027-02-25', 'after'],
    ['2027-06-01', 'after'],
  ])('on %s offers the %s scope', (today, phase) => {
    expect(offerPhase(offer, day(today))).toBe(phase);
  });

  it('gives a start-by date for the full offer', () => {
    expect(offerText(offer, day('2026-10-01'))).toBe(
      'Support for the AWS X-Ray SDKs and daemon ends on February 25, 2027. Our migration of a fleet of about forty services takes about 12 weeks, and we keep 4 weeks of margin before the deadline, so a full migration starts by November 5, 2026.',
    );
  });

  it('offers the reduced scope after the start-by date, and says when the full one needed to start', () => {
    const text = offerText(offer, day('2026-12-06'));
    expect(text).toContain('so it needed to start by November 5, 2026. Started later, we move the busiest paths first.');
    expect(text).not.toContain('starts by');
  });

  it('says what it offers once the deadline has passed, and no longer promises to finish before it', () => {
    expect(offerText(offer, day('2027-03-01'))).toBe('Support for the AWS X-Ray SDKs and daemon ended on February 25, 2027. We migrate what remains.');
  });
});
