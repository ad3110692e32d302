import { describe, expect, it } from 'vitest';
import { heldBackReason } from '../../src/lib/publishing.ts';

const build = new Date('2026-11-22T10:00:00Z');

describe('what a production build publishes', () => {
  it('publishes an article dated on or before the build', () => {
    expect(heldBackReason({ draft: false, publishedDate: new Date('2026-11-22T00:00:00Z') }, build)).toBeNull();
    expect(heldBackReason({ draft: false, publishedDate: new Date('2024-01-08T00:00:00Z') }, build)).toBeNull();
  });

  it('holds back a draft, and says why', () => {
    expect(heldBackReason({ draft: true, publishedDate: new Date('2024-01-08T00:00:00Z') }, build)).toBe('draft: true');
  });

  it('holds back an article scheduled after the build until a build on or after its date', () => {
    const scheduled = { draft: false, publishedDate: new Date('2026-12-01T00:00:00Z') };
    expect(heldBackReason(scheduled, build)).toBe('scheduled for 2026-12-01');
    expect(heldBackReason(scheduled, new Date('2026-12-01T06:00:00Z'))).toBeNull();
  });
});
