/**
 * What a cached step's output can depend on, read from the code rather than listed by hand: the
 * project files a step's modules import, directly or through each other, and the packages
 * installed. Part of the cache key of anything our own build code produces, so an edit to any
 * file the step really runs makes a new key, and a file added to its imports joins the key by
 * itself. Build-time only (Node).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { cacheKey } from './store.ts';

/** Every file under `dir`, sorted, so a digest does not depend on the order the disk lists them. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Every module a source names: static and dynamic imports, re-exports, side-effect imports, and
 * `new URL(…, import.meta.url)` (a file a step bundles or reads). Comments and template strings
 * (code a script writes for another project) name nothing.
 */
export function importsOf(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/`(?:\\[\s\S]|[^`\\])*`/g, '``');
  const patterns = [
    /(?:^|[\s;}])(?:import|export)\s[^;'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bnew URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
}

const SOURCE = /\.(ts|tsx|mjs|js)$/;

/** The file a relative specifier names, or undefined when it names none of our modules. */
function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  return [target, `${target}.ts`, `${target}.tsx`].find((file) => SOURCE.test(file) && existsSync(file));
}

/** `entries` and every module of ours they import, directly or through each other, sorted. */
export function moduleGraph(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const next = resolved(file, specifier);
      if (next && !seen.has(next)) pending.push(next);
    }
  }
  return [...seen].sort();
}

/**
 * One digest of the modules `entries` run (paths from `root` and contents) and of the packages
 * installed (npm's record of node_modules, every package with its exact version).
 */
export function moduleGraphDigest(root: string, entries: readonly string[]): string {
  const files = moduleGraph(entries.map((entry) => join(root, entry)));
  const installed = join(root, 'node_modules/.package-lock.json');
  return cacheKey(
    ...files.flatMap((file) => [relative(root, file), readFileSync(file)]),
    existsSync(installed) ? readFileSync(installed) : 'no package record',
  );
}
