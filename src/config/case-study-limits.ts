/**
 * How a case study may describe its client. Clients are never named, so the bands are coarse on
 * purpose: an industry, a size band and a region narrow a client down without identifying it.
 */

/** Headcount bands, in employees. */
export const CLIENT_SIZES = ['50–200 employees', '200–1,000 employees', '1,000–5,000 employees', '5,000+ employees'] as const;

/** Regions as wide as a census region or a country, never a city. */
export const CLIENT_REGIONS = ['US Northeast', 'US Southeast', 'US Midwest', 'US Southwest', 'US West', 'Canada', 'United Kingdom', 'European Union'] as const;

/** The most people a study may list on the team: the firm staffs small senior teams. */
export const MAX_TEAM_SIZE = 6;

/**
 * What an outcome measures, which decides its unit, its period and the word its change is told in:
 * - `task-time`: how long one task takes, from start to finish ("faster", "slower"); no period.
 * - `time-lost`: time lost to something over a period, such as downtime a quarter ("less", "more").
 * - `count`: how many, optionally per period ("fewer", "more").
 * - `money`: US dollars, optionally per period ("less", "more").
 * - `share`: a percentage; its change is told in percentage points.
 */
export const OUTCOME_MEASURES = ['task-time', 'time-lost', 'count', 'money', 'share'] as const;

/** Units a duration is written in. A duration in minutes of an hour or more prints as hours and minutes. */
export const DURATION_UNITS = ['minute', 'hour', 'day', 'week'] as const;

/** Periods a count, an amount or a time lost is counted over (a working day is a weekday at the client). */
export const PERIODS = ['working day', 'day', 'week', 'month', 'quarter', 'year'] as const;

/**
 * Working days in a month: 52 weeks of five working days is 260 a year, 21.7 a month. The one
 * conversion between a working-day rate and a monthly one; a comparison that uses it says so.
 */
export const WORKING_DAYS_A_MONTH = 21.7;

/** The shortest and longest body of a study, in words. */
export const STUDY_WORDS = { min: 600, max: 1000 } as const;

/** Section ids every study's body carries, so a buyer always finds the setbacks and the lessons. */
export const REQUIRED_SECTIONS = [
  { id: 'what-went-wrong', title: 'What went wrong' },
  { id: 'what-we-would-change', title: 'What we would do differently' },
] as const;

/**
 * What a case study is, in one paragraph: shown on every study, on the listing and in the Terms of
 * Service, so the three cannot describe the studies differently.
 */
export const CASE_STUDY_STANCE =
  'Each case study is an engagement we ran, written up with the client’s agreement once the work and its measurements were done, and dated when it was written up. Every figure was measured as the note beside it says, from the client’s own systems and records; none is an illustration. Where the client’s records give a figure only roughly, it says “about”, and where two figures are counted over different periods, the comparison names the conversion it uses. To keep the client anonymous we give its industry, size and region only as bands, name no people, products or vendors it would be known by, and leave out details that would identify it; we change no figures. References from the client are available under a non-disclosure agreement.';
