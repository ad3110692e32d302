/**
 * Outputs of ours kept between builds in Astro's cache directory (the compiled MDX, the processed
 * pages), each under the hash of everything that decides it: its own inputs and the project's code
 * (every file under src/, the configuration and npm's record of the installed packages), so an
 * entry is never stale. A build removes the entries it did not use. Build-time only (Node).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One hash over every part; each is length-prefixed, so no two lists of parts collide. */
export function digest(...parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex').slice(0, 32);
}

/** The project's code: every file under src/, the configuration and npm's record of the installed packages. */
function codeDigest(root: string): string {
  const files = readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  files.push(join(root, 'astro.config.mjs'), join(root, 'node_modules/.package-lock.json'));
  return digest(...files.flatMap((file) => [relative(root, file), existsSync(file) ? readFileSync(file) : '']));
}

/** The outputs kept in `dir` for the project at `root`. */
export function keptOutputs(dir: string, root: string) {
  const code = codeDigest(root);
  const used = new Set<string>();
  let reused = 0;
  let made = 0;
  return {
    /** The output `parts` decide: the one kept, else what `make` returns, kept for the next build. */
    async reuse<T>(parts: readonly (string | Uint8Array)[], make: () => T | Promise<T>): Promise<T> {
      const name = `${digest(code, ...parts)}.json`;
      used.add(name);
      if (existsSync(join(dir, name))) {
        reused += 1;
        return JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
      }
      const output = await make();
      mkdirSync(dir, { recursive: true });
      // Written whole, then renamed: a build that stops half-way never leaves half a file to reuse.
      writeFileSync(join(dir, `${name}.partial`), JSON.stringify(output));
      renameSync(join(dir, `${name}.partial`), join(dir, name));
      made += 1;
      return output;
    },
    /** Removes the entries this build did not use, and says what it kept. */
    sweep(): string {
      const unused = (existsSync(dir) ? readdirSync(dir) : []).filter((name) => !used.has(name));
      for (const name of unused) rmSync(join(dir, name), { force: true });
      return `${reused} reused, ${made} made, ${unused.length} unused removed`;
    },
  };
}
