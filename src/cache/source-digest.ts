/**
 * One digest of the files under some project folders, paths and contents: part of the cache key of
 * anything our own build code produces, so an edit to that code makes a new key. Build-time only (Node).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cacheKey } from './store.ts';

/** Every file under `dir`, sorted, so the digest does not depend on the order the disk lists them. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export function sourceDigest(root: string, folders: readonly string[]): string {
  const files = folders.flatMap((folder) => filesUnder(join(root, folder)));
  return cacheKey(...files.flatMap((file) => [relative(root, file), readFileSync(file)]));
}
