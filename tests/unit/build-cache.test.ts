// The build cache serves a later build what an earlier one made under the same key, and removes what a build no longer uses.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { digest } from '../../src/cache/store.ts';
import { buildCacheIn } from './helpers/build-cache.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'basalt-build-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the build cache', () => {
  it('serves an entry to the next build and removes the entries that build did not use', () => {
    const first = buildCacheIn(dir, ROOT);
    first.cache.write('pages', `${first.cache.key('page one')}.html`, 'one');
    first.cache.write('pages', `${first.cache.key('page two')}.html`, 'two');
    first.done();
    const second = buildCacheIn(dir, ROOT);
    expect(second.cache.read('pages', `${second.cache.key('page one')}.html`)?.toString()).toBe('one');
    expect(second.cache.read('pages', `${second.cache.key('page three')}.html`)).toBeUndefined();
    expect(second.done()).toMatch(/1 reused, 0 made, 1 unused removed/);
    expect(readdirSync(join(dir, 'basalt/pages'))).toHaveLength(1);
  });

  it('hashes every input: any changed part, or parts split differently, is a new key', () => {
    const key = digest('title', 'description');
    expect(digest('title', 'description')).toBe(key);
    expect(digest('title!', 'description')).not.toBe(key);
    expect(digest('titled', 'escription')).not.toBe(key);
  });
});
