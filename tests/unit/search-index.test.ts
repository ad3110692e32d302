// The full-text index splits a large site into shards and indexes again only the shard whose pages
// changed; every page is in exactly one shard, and the browser is told which shards to merge.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useCacheDir } from '../../src/cache/store.ts';
import { SHARD_PAGES, type SearchPage, shardOf, writeSearchIndex } from '../../src/post-build/search-index.ts';
import { SEARCH_SHARDS_PATH, searchShardPath } from '../../src/config/paths.ts';

const cache = mkdtempSync(join(tmpdir(), 'basalt-search-cache-'));
const dist = mkdtempSync(join(tmpdir(), 'basalt-search-dist-'));
afterAll(() => {
  useCacheDir(undefined);
  for (const dir of [cache, dist]) rmSync(dir, { recursive: true, force: true });
});

// One page more than a shard holds: two shards.
const pages: SearchPage[] = Array.from({ length: SHARD_PAGES + 1 }, (_, n) => {
  const file = join(dist, 'blog', `page-${n}.html`);
  return { url: `/blog/page-${n}`, file, key: `page-${n}` };
});
mkdirSync(join(dist, 'blog'));
const write = (page: SearchPage, words: string) =>
  writeFileSync(
    page.file,
    `<!doctype html><html lang="en"><head><title>${page.url}</title></head><body><main data-pagefind-body><h1>${page.url}</h1><p>${words}</p></main></body></html>`,
  );
for (const page of pages) write(page, `Notes on ${page.key}: canary releases, alarms and rollback.`);

/** The addresses a shard's index holds, read from its page fragments. */
function indexedUrls(shard: string): string[] {
  const fragments = join(dist, shard, 'fragment');
  return readdirSync(fragments).map(
    (file) =>
      (
        JSON.parse(
          gunzipSync(readFileSync(join(fragments, file)))
            .toString()
            .replace(/^pagefind_dcd/, ''),
        ) as { url: string }
      ).url,
  );
}

/** Every file of a shard, by path: the first shard's folder holds the others' folders, which are not its files. */
const shardFiles = (shard: string) =>
  Object.fromEntries(
    readdirSync(join(dist, shard), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\/shard-\d+(\/|$)/.test(entry.parentPath.slice(join(dist, shard).length - 1)))
      .map((entry) => [join(entry.parentPath, entry.name), readFileSync(join(entry.parentPath, entry.name))]),
  );

describe('where a page is placed', () => {
  const urls = Array.from({ length: 3000 }, (_, n) => `/blog/article-${n}`);

  it('keeps a page in its shard when the site grows by one: only the pages the new shard takes move', () => {
    for (const count of [1, 2, 5, 9]) {
      const moved = urls.filter((url) => shardOf(url, count) !== shardOf(url, count + 1));
      for (const url of moved) expect(shardOf(url, count + 1)).toBe(count);
      // About one page in (count + 1) moves; `hash % count` would move most of them.
      expect(moved.length / urls.length).toBeGreaterThan(0.6 / (count + 1));
      expect(moved.length / urls.length).toBeLessThan(1.4 / (count + 1));
    }
  });

  it('fills the shards about evenly', () => {
    const sizes = Array.from({ length: 6 }, (_, shard) => urls.filter((url) => shardOf(url, 6) === shard).length);
    for (const size of sizes) expect(Math.abs(size - urls.length / 6)).toBeLessThan(urls.length / 6 / 5);
  });
});

describe('the full-text index in shards', () => {
  it('puts every page in exactly one shard and lists the shards the browser merges', async () => {
    useCacheDir(cache);
    expect(await writeSearchIndex(dist, pages)).toEqual({ shards: 2, indexed: pages.length });
    const merged = JSON.parse(readFileSync(join(dist, SEARCH_SHARDS_PATH), 'utf8'));
    expect(merged).toEqual([searchShardPath(1)]);
    const urls = [...indexedUrls(searchShardPath(0)), ...indexedUrls(searchShardPath(1))];
    expect(urls.sort()).toEqual(pages.map((page) => page.url).sort());
    // Only the first shard carries Pagefind's script; a merged shard is an index alone.
    expect(existsSync(join(dist, searchShardPath(0), 'pagefind.js'))).toBe(true);
    expect(existsSync(join(dist, searchShardPath(1), 'pagefind.js'))).toBe(false);
    expect(existsSync(join(dist, searchShardPath(1), 'pagefind-entry.json'))).toBe(true);
  });

  it('indexes again only the shard of a changed page, and finds its new words', async () => {
    const before = { first: shardFiles(searchShardPath(0)), second: shardFiles(searchShardPath(1)) };
    const edited = pages[7]!;
    const shard = indexedUrls(searchShardPath(0)).includes(edited.url) ? 0 : 1;
    const shardSize = indexedUrls(searchShardPath(shard)).length;
    write(edited, 'Rewritten: blue-green switchovers with weighted aliases.');
    useCacheDir(cache);
    const result = await writeSearchIndex(
      dist,
      pages.map((page) => (page === edited ? { ...page, key: `${page.key}, edited` } : page)),
    );
    expect(result.indexed).toBe(shardSize);
    expect(result.indexed).toBeLessThan(pages.length);
    expect(indexedUrls(searchShardPath(shard))).toHaveLength(shardSize);
    const untouched = shard === 0 ? 'second' : 'first';
    expect(shardFiles(searchShardPath(shard === 0 ? 1 : 0))).toEqual(before[untouched]);
    const words = readdirSync(join(dist, searchShardPath(shard), 'fragment'))
      .map((file) => gunzipSync(readFileSync(join(dist, searchShardPath(shard), 'fragment', file))).toString())
      .join('');
    expect(words).toContain('weighted aliases');
  });
});
