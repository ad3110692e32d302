import { describe, expect, it } from 'vitest';
import { mustHydrateNow } from '../../src/lib/hydrate-now.ts';

describe('an island that waits for interaction hydrates at once when its markup is stale', () => {
  const value = { params: ['q', 'category'], from: 1_000, until: 2_000 };

  it('waits on the plain address within the clock span', () => {
    expect(mustHydrateNow(value, '', 1_500)).toBe(false);
    expect(mustHydrateNow(value, '?utm_source=feed', 1_000)).toBe(false);
  });

  it('hydrates for an address that asks for another view', () => {
    expect(mustHydrateNow(value, '?q=terraform', 1_500)).toBe(true);
    expect(mustHydrateNow(value, '?category=security', 1_500)).toBe(true);
  });

  it('hydrates for a clock outside the span', () => {
    expect(mustHydrateNow(value, '', 999)).toBe(true);
    expect(mustHydrateNow(value, '', 2_000)).toBe(true);
    expect(mustHydrateNow({ params: [] }, '', Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('never for a plain `client:interaction`', () => {
    expect(mustHydrateNow(true, '?q=terraform', 0)).toBe(false);
  });

  it('reads the same from its inlined source, as the runtime loader runs it', () => {
    const inlined = new Function(`return ${mustHydrateNow.toString()}`)() as typeof mustHydrateNow;
    expect(inlined(value, '?q=x', 1_500)).toBe(true);
    expect(inlined(value, '', 1_500)).toBe(false);
  });
});
