// The full-text index (src/post-build/search-index.ts) holds every page that marks its body for it,
// each exactly once across its shards, and tells the browser every shard to merge.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_SCRIPT_PATH } from '../../src/config/paths.ts';
import { DIST, pages, searchIndexUrls, searchShards } from './site.ts';

describe('the full-text index', () => {
  it('holds every page with a searchable body exactly once, and no other page', () => {
    const searchable = pages.filter(({ doc }) => doc.querySelector('[data-pagefind-body]')).map(({ route }) => route);
    expect(searchable.length).toBeGreaterThan(0);
    expect(searchIndexUrls().sort()).toEqual(searchable.sort());
  });

  it('has the script in its first shard and an index in every shard it lists', () => {
    expect(existsSync(join(DIST, SEARCH_SCRIPT_PATH))).toBe(true);
    for (const shard of searchShards()) expect(existsSync(join(DIST, shard, 'pagefind-entry.json')), shard).toBe(true);
  });
});
