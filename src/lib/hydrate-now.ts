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
 * not show what this visitor should see. The island loader (src/scripts/island-loader.ts) calls it
 * before the runtime loads, and the directive calls it in development, where there is no loader.
 */
export function mustHydrateNow(value: unknown, search: string, now: number): boolean {
  if (!value || typeof value !== 'object') return false;
  const { params = [], from = -Infinity, until = Infinity } = value as HydrateNowUnless;
  const query = new URLSearchParams(search);
  return params.some((name) => query.has(name)) || now < from || now >= until;
}
