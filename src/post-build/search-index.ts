/**
 * The full-text search index: Pagefind over every page that marks its body for it (articles and
 * service pages). Indexing reads every word of every page, the largest cost a rebuild would
 * repeat for the whole site after a one-article edit, so the pages are split into shards of about
 * SHARD_PAGES each, by jump consistent hashing of their address: a page stays in its shard as
 * others come and go, and when the site grows by a shard only the pages the new shard takes move,
 * about one in (new count) of them. Each shard's index is kept in the build cache under the keys of its pages: a rebuild indexes
 * again only the shard whose pages changed. The first shard is Pagefind's own bundle (script,
 * WebAssembly, index); each other shard is an index the browser merges into it, listed in
 * SEARCH_SHARDS_PATH (src/lib/full-text-search.ts). A site of up to SHARD_PAGES pages has one.
 * Build-time only (Node).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_PATH, SEARCH_SHARDS_PATH, searchShardPath } from '../config/paths.ts';
import { cacheKey, cached, packageVersion } from '../cache/store.ts';

/** A page for the index: where it is linked, where it was written, and its processed-page key. */
export interface SearchPage {
  url: string;
  file: string;
  key: string;
}

/**
 * Pages per shard, about: a rebuild indexes this many pages again, and a visitor's first search
 * loads one small index per shard.
 */
export const SHARD_PAGES = 150;

/** What a merged shard needs; the script, the interface and the WebAssembly come from the first. */
const MERGED_SHARD_FILE = /^(pagefind-entry\.json|[^/]+\.pf_meta|(index|fragment|filter)\/)/;

const MASK_64 = (1n << 64n) - 1n;

/**
 * The shard of a page among `count`: jump consistent hashing (Lamping and Veach, "A Fast, Minimal
 * Memory, Consistent Hash Algorithm", 2014) of its address, so the split does not depend on order,
 * and going from n to n + 1 shards moves only the pages that land in the new one.
 */
export function shardOf(url: string, count: number): number {
  let key = createHash('sha256').update(url).digest().readBigUInt64BE(0);
  let bucket = -1;
  let next = 0;
  while (next < count) {
    bucket = next;
    key = (key * 2862933555777941757n + 1n) & MASK_64;
    next = Math.floor((bucket + 1) * (2 ** 31 / (Number(key >> 33n) + 1)));
  }
  return bucket;
}

/** Indexes the pages with Pagefind: the bundle's files, each as [path, base64]. */
async function indexShard(pages: readonly SearchPage[], first: boolean): Promise<[string, string][]> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.url, content: await readFile(page.file, 'utf8') });
    if (added.errors.length) throw new Error(`Pagefind could not index ${page.url}: ${added.errors.join('; ')}`);
  }
  const bundle = await index.getFiles();
  if (bundle.errors.length) throw new Error(`Pagefind could not write its index: ${bundle.errors.join('; ')}`);
  await index.deleteIndex();
  return bundle.files.filter((file) => first || MERGED_SHARD_FILE.test(file.path)).map((file) => [file.path, Buffer.from(file.content).toString('base64')]);
}

/**
 * Writes the index of `pages` into `dist`: one shard from the cache for each shard whose pages are
 * unchanged. `shardPages` is SHARD_PAGES but in tests, which split a small site into several shards.
 */
export async function writeSearchIndex(dist: string, pages: readonly SearchPage[], shardPages = SHARD_PAGES): Promise<{ shards: number; indexed: number }> {
  const count = Math.max(1, Math.ceil(pages.length / shardPages));
  const buckets = Array.from({ length: count }, () => [] as SearchPage[]);
  for (const page of [...pages].sort((a, b) => a.url.localeCompare(b.url))) buckets[shardOf(page.url, count)]!.push(page);
  // The first shard carries the bundle, so it is written even when no page fell into it.
  const shards = buckets.map((shard, number) => ({ number, shard })).filter(({ number, shard }) => number === 0 || shard.length > 0);
  const version = `pagefind@${packageVersion('pagefind')}`;
  let indexed = 0;
  // The folder is the index's alone: no file of an earlier index may linger in it.
  await rm(join(dist, SEARCH_INDEX_PATH), { recursive: true, force: true });
  try {
    for (const { number, shard } of shards) {
      const key = cacheKey(version, String(number === 0), ...shard.flatMap((page) => [page.url, page.key]));
      const entry = await cached('search', `${key}.json`, async () => {
        indexed += shard.length;
        return Buffer.from(JSON.stringify(await indexShard(shard, number === 0)));
      });
      for (const [path, base64] of JSON.parse(entry.toString('utf8')) as [string, string][]) {
        const target = join(dist, searchShardPath(number), path);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, Buffer.from(base64, 'base64'));
      }
    }
  } finally {
    await pagefind.close();
  }
  const merged = shards.filter(({ number }) => number > 0).map(({ number }) => searchShardPath(number));
  await writeFile(join(dist, SEARCH_SHARDS_PATH), JSON.stringify(merged));
  return { shards: shards.length, indexed };
}
