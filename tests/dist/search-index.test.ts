// The full-text index (src/post-build/integration.ts) holds every page that marks its body for it, each exactly once.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_PATH, SEARCH_SCRIPT_PATH } from '../../src/config/paths.ts';
import { DIST, pages, searchIndexUrls } from './site.ts';

describe('the full-text index', () => {
  it('holds every page with a searchable body exactly once, and no other page', () => {
    const searchable = pages.filter(({ doc }) => doc.querySelector('[data-pagefind-body]')).map(({ route }) => route);
    expect(searchable.length).toBeGreaterThan(0);
    expect(searchIndexUrls().sort()).toEqual(searchable.sort());
  });

  it('has the script the search loads, beside its index', () => {
    expect(existsSync(join(DIST, SEARCH_SCRIPT_PATH))).toBe(true);
    expect(existsSync(join(DIST, SEARCH_INDEX_PATH, 'pagefind-entry.json'))).toBe(true);
  });
});
