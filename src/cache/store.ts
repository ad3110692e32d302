/**
 * Expensive build outputs (social cards, diagrams) kept between builds in Astro's cache directory,
 * each under the hash of everything that decides it: what it shows, the fonts, the renderer's
 * version and the code that draws it. A changed input is a new key, so a cached file is never
 * stale; a build redraws only what changed and removes the files it no longer used.
 *
 * The folder is set by the build-cache integration (src/cache/integration.ts). Astro loads
 * the Markdown plugins with its configuration and bundles the page routes separately, so the
 * folder and the record of used keys live on `globalThis`, which both copies of this module share.
 * Without a folder (unit tests) outputs are computed every time.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface CacheState {
  dir: string | undefined;
  /** `namespace/file` of every entry this build read or wrote. */
  used: Set<string>;
  hits: number;
  misses: number;
}

const STATE = Symbol.for('basalt.build-cache');
function state(): CacheState {
  const holder = globalThis as { [STATE]?: CacheState };
  return (holder[STATE] ??= { dir: undefined, used: new Set(), hits: 0, misses: 0 });
}

/** Points the cache at a folder (Astro's `cacheDir`) and starts a new build's record. */
export function useCacheDir(dir: string | undefined): void {
  Object.assign(state(), { dir, used: new Set(), hits: 0, misses: 0 });
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

/**
 * The entries a piece of work uses, recorded while it runs (its async context), so a cache that
 * skips that work next time can keep them too: a compiled MDX module reused from the cache skips
 * the Markdown plugins, and with them the diagrams they would have drawn and kept.
 */
const recording = new AsyncLocalStorage<Set<string>>();

function markUsed(namespace: string, file: string): void {
  const entry = `${namespace}/${file}`;
  state().used.add(entry);
  recording.getStore()?.add(entry);
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
    markUsed(entry.slice(0, slash), entry.slice(slash + 1));
  }
}

function entryFile(namespace: string, file: string): string | undefined {
  const { dir } = state();
  return dir && join(dir, namespace, file);
}

function read(namespace: string, file: string): Buffer | undefined {
  const path = entryFile(namespace, file);
  if (!path) return undefined;
  try {
    const data = readFileSync(path);
    state().hits += 1;
    markUsed(namespace, file);
    return data;
  } catch {
    return undefined;
  }
}

function write(namespace: string, file: string, data: Buffer | string): void {
  const path = entryFile(namespace, file);
  if (!path) return;
  state().misses += 1;
  markUsed(namespace, file);
  mkdirSync(dirname(path), { recursive: true });
  // Written whole, then renamed: a build that stops half-way never leaves half a file to reuse.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, path);
}

/** The cached output for `file` (a key and an extension) in `namespace`, drawn by `draw` when absent. */
export async function cached(namespace: string, file: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const hit = read(namespace, file);
  if (hit) return hit;
  const data = await draw();
  write(namespace, file, data);
  return data;
}

/**
 * Copies the cached entry for `file` in `namespace` to `destination` (the kernel copies it; the
 * build never reads it), or returns false when there is none.
 */
export function copyCached(namespace: string, file: string, destination: string): boolean {
  const path = entryFile(namespace, file);
  if (!path) return false;
  try {
    copyFileSync(path, destination);
  } catch {
    return false;
  }
  state().hits += 1;
  markUsed(namespace, file);
  return true;
}

/** The cached entry for `file` in `namespace`, if there is one. */
export function readCached(namespace: string, file: string): Buffer | undefined {
  return read(namespace, file);
}

/** Keeps `data` as the entry for `file` in `namespace`. */
export function storeCached(namespace: string, file: string, data: Buffer | string): void {
  write(namespace, file, data);
}

/** `cached()` for outputs that must be produced synchronously (inside a Markdown plugin). */
export function cachedSync(namespace: string, file: string, draw: () => string): string {
  const hit = read(namespace, file);
  if (hit) return hit.toString('utf8');
  const data = draw();
  write(namespace, file, data);
  return data;
}

/** Keeps an entry this build needs but does not read (its output is reused by other means). */
export function keepCached(namespace: string, file: string): void {
  markUsed(namespace, file);
}

/** Deletes the entries this build did not use and says how the cache served it. */
export function pruneUnused(): { hits: number; misses: number; removed: number } {
  const { dir, used, hits, misses } = state();
  let removed = 0;
  if (dir && existsSync(dir)) {
    for (const namespace of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of readdirSync(join(dir, namespace.name))) {
        if (used.has(`${namespace.name}/${file}`)) continue;
        rmSync(join(dir, namespace.name, file), { force: true });
        removed += 1;
      }
    }
  }
  return { hits, misses, removed };
}
