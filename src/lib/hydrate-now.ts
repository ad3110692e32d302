/**
 * The events that count as a visitor's first interaction with a `client:interaction` island: a
 * touch or click, a key press, focus. The island loader (production) and the directive (development,
 * and islands the loader did not wake) listen for the same ones, so both hydrate alike.
 */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * What a `client:interaction` island may declare (its directive value) when its server-rendered
 * markup shows only the default view: the query parameters that ask for another view, and the
 * span of the visitor's clock for which time-dependent content reads as it did at build time.
 */
export interface HydrateNowUnless {
  params?: readonly string[];
  from?: number;
  until?: number;
}

/**
 * True when an island cannot wait for the visitor's first interaction, because its markup does
 * not show what this visitor should see. The island loader (src/browser/island-loader.ts) calls it
 * before the runtime loads, and the directive calls it in development, where there is no loader.
 */
export function mustHydrateNow(value: unknown, search: string, now: number): boolean {
  if (!value || typeof value !== 'object') return false;
  const { params = [], from = -Infinity, until = Infinity } = value as HydrateNowUnless;
  const query = new URLSearchParams(search);
  return params.some((name) => query.has(name)) || now < from || now >= until;
}
