/**
 * Expensive build outputs (compiled MDX, social cards, diagrams, processed pages, search shards)
 * kept between builds in Astro's cache directory, each under the hash of everything that decides
 * it. A changed input is a new key, so a cached file is never stale; a build redraws only what
 * changed and removes the files it no longer used.
 *
 * One build's use of the folder is a BuildCache object. Astro loads the Markdown plugins and the
 * integrations with its configuration and bundles the page routes separately, so two copies of
 * this module run in one build, each with its own object, and nothing is shared in memory: the
 * integration (src/cache/integration.ts) hands the folder to the configuration's copy with
 * useCacheDir() and to the bundled routes through Vite's `define` (CACHE_DIR_DEFINE), and every
 * entry a build reads, writes or keeps gets the current time as its modification time, which is
 * how the pruning at the end tells the entries in use from the rest. Without a folder (unit tests)
 * outputs are computed every time.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The name Vite's `define` replaces with the folder in the bundled routes. */
export const CACHE_DIR_DEFINE = '__BASALT_BUILD_CACHE_DIR__';
declare const __BASALT_BUILD_CACHE_DIR__: string | undefined;

/**
 * The entries a piece of work uses, recorded while it runs (its async context), so a cache that
 * skips that work next time can keep them too: a compiled MDX module reused from the cache skips
 * the Markdown plugins, and with them the diagrams they would have drawn and kept.
 */
const recording = new AsyncLocalStorage<Set<string>>();

/**
 * Namespaces whose entries this build must not read (`BASALT_CACHE_SKIP=mdx,pages`): `npm run
 * bench:scale` rebuilds with each cache left out in turn to measure what it saves. Entries are still
 * written, so the next build finds them.
 */
const SKIPPED = new Set((process.env.BASALT_CACHE_SKIP ?? '').split(',').filter(Boolean));

/** Whether this build leaves out a cache: one of the store's namespaces, or `astro` for Astro's incremental build. */
export const cacheSkipped = (name: string): boolean => SKIPPED.has(name);

/** Wall-clock milliseconds with a fraction: two moments of one build a microsecond apart still differ. */
const now = () => performance.timeOrigin + performance.now();

/** One build's use of the cache folder: what it reads and writes, and the pruning at its end. */
class BuildCache {
  readonly dir: string;
  /** When this build began: an entry modified since is in use. */
  readonly since: number;
  hits = 0;
  misses = 0;

  constructor(dir: string, since = now()) {
    this.dir = dir;
    this.since = since;
  }

  path(namespace: string, file: string): string {
    return join(this.dir, namespace, file);
  }

  /** Marks an entry as used by this build; false when there is no such entry. */
  mark(namespace: string, file: string): boolean {
    // The time is set from this process's clock: the kernel stamps files from a coarser one, which
    // can read a few milliseconds before the build began.
    const seconds = now() / 1000;
    try {
      utimesSync(this.path(namespace, file), seconds, seconds);
    } catch {
      return false;
    }
    recording.getStore()?.add(`${namespace}/${file}`);
    return true;
  }

  read(namespace: string, file: string): Buffer | undefined {
    if (cacheSkipped(namespace)) return undefined;
    let data: Buffer;
    try {
      data = readFileSync(this.path(namespace, file));
    } catch {
      return undefined;
    }
    this.hits += 1;
    this.mark(namespace, file);
    return data;
  }

  write(namespace: string, file: string, data: Buffer | string): void {
    const path = this.path(namespace, file);
    mkdirSync(dirname(path), { recursive: true });
    // Written whole, then renamed: a build that stops half-way never leaves half a file to reuse.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, data);
    renameSync(partial, path);
    this.misses += 1;
    this.mark(namespace, file);
  }

  /** Copies an entry to `destination` (the kernel copies it; the build never reads it); false when there is none. */
  copyTo(namespace: string, file: string, destination: string): boolean {
    if (cacheSkipped(namespace)) return false;
    try {
      copyFileSync(this.path(namespace, file), destination);
    } catch {
      return false;
    }
    this.hits += 1;
    this.mark(namespace, file);
    return true;
  }

  /** Deletes the entries no copy of this module used since the build began. */
  prune(): { hits: number; misses: number; removed: number } {
    let removed = 0;
    if (existsSync(this.dir)) {
      for (const namespace of readdirSync(this.dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
        for (const file of readdirSync(join(this.dir, namespace.name))) {
          const path = join(this.dir, namespace.name, file);
          if (statSync(path).mtimeMs >= this.since) continue;
          rmSync(path, { force: true });
          removed += 1;
        }
      }
    }
    return { hits: this.hits, misses: this.misses, removed };
  }
}

/** This copy's build cache: from the integration (useCacheDir) or, in the bundled routes, from Vite's define. */
let current: BuildCache | undefined = typeof __BASALT_BUILD_CACHE_DIR__ === 'string' ? new BuildCache(__BASALT_BUILD_CACHE_DIR__) : undefined;

/** Points this copy at a folder (Astro's `cacheDir`) and starts a new build's use of it. */
export function useCacheDir(dir: string | undefined): void {
  current = dir === undefined ? undefined : new BuildCache(dir);
}

/** One hash over every input; each part is length-prefixed, so no two lists of parts collide. */
export function cacheKey(...parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex').slice(0, 32);
}

const versions = new Map<string, string>();

/** The installed version of a package (found from the working folder up): part of the key of anything it renders. */
export function packageVersion(name: string): string {
  const known = versions.get(name);
  if (known) return known;
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) {
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
      versions.set(name, version);
      return version;
    }
    if (dir === dirname(dir)) throw new Error(`build cache: ${name} is not installed`);
  }
}

/** Runs `work` and returns its value with every entry it used, in the order first used. */
export async function recordingUses<T>(work: () => Promise<T>): Promise<{ value: T; uses: string[] }> {
  const uses = new Set<string>();
  const value = await recording.run(uses, work);
  return { value, uses: [...uses] };
}

/** Keeps entries recorded by recordingUses() whose work this build skipped. */
export function keepUses(uses: readonly string[]): void {
  for (const entry of uses) {
    const slash = entry.indexOf('/');
    current?.mark(entry.slice(0, slash), entry.slice(slash + 1));
  }
}

/** The cached output for `file` (a key and an extension) in `namespace`, drawn by `draw` when absent. */
export async function cached(namespace: string, file: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const hit = current?.read(namespace, file);
  if (hit) return hit;
  const data = await draw();
  current?.write(namespace, file, data);
  return data;
}

/** Copies the cached entry for `file` in `namespace` to `destination`, or returns false when there is none. */
export function copyCached(namespace: string, file: string, destination: string): boolean {
  return current?.copyTo(namespace, file, destination) ?? false;
}

/** The cached entry for `file` in `namespace`, if there is one. */
export function readCached(namespace: string, file: string): Buffer | undefined {
  return current?.read(namespace, file);
}

/** Keeps `data` as the entry for `file` in `namespace`. */
export function storeCached(namespace: string, file: string, data: Buffer | string): void {
  current?.write(namespace, file, data);
}

/** `cached()` for outputs that must be produced synchronously (inside a Markdown plugin). */
export function cachedSync(namespace: string, file: string, draw: () => string): string {
  const hit = current?.read(namespace, file);
  if (hit) return hit.toString('utf8');
  const data = draw();
  current?.write(namespace, file, data);
  return data;
}

/** Keeps an entry this build needs but does not read (its output is reused by other means). */
export function keepCached(namespace: string, file: string): void {
  current?.mark(namespace, file);
}

/** Deletes the entries this build did not use and says how the cache served this copy of the module. */
export function pruneUnused(): { hits: number; misses: number; removed: number } {
  return current?.prune() ?? { hits: 0, misses: 0, removed: 0 };
}
