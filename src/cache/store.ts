/**
 * Build outputs kept between builds in Astro's cache directory (compiled MDX, processed pages),
 * each under the hash of everything that decides it, so a cached file is never stale and a rebuild
 * after editing one article redoes only what that edit changed. One BuildCache serves one build:
 * astro.config.mjs creates it and hands it to each integration that keeps outputs in it, and its
 * own integration (last in the list) tells it the folder and, when the build is done, removes every
 * entry the build did not use. Build-time only (Node).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { mdxCompileCache } from './mdx-compile.ts';

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

export class BuildCache {
  #dir = '';
  #code = '';
  /** Every entry this build read or wrote, as `namespace/key`: the rest is removed when it is done. */
  readonly #used = new Set<string>();
  hits = 0;
  misses = 0;

  /** The key of an output: its own inputs and the project's code, so any code change is a new key. */
  key(...parts: readonly (string | Uint8Array)[]): string {
    return digest(this.#code, ...parts);
  }

  #path(namespace: string, key: string): string {
    this.#used.add(`${namespace}/${key}`);
    return join(this.#dir, namespace, key);
  }

  read(namespace: string, key: string): Buffer | undefined {
    const path = this.#path(namespace, key);
    if (!existsSync(path)) return undefined;
    this.hits += 1;
    return readFileSync(path);
  }

  write(namespace: string, key: string, data: string | Uint8Array): void {
    const path = this.#path(namespace, key);
    mkdirSync(dirname(path), { recursive: true });
    // Written whole, then renamed: a build that stops half-way never leaves half a file to reuse.
    writeFileSync(`${path}.partial`, data);
    renameSync(`${path}.partial`, path);
    this.misses += 1;
  }

  /** Points the cache at `<cacheDir>/basalt/`, wraps the MDX compiler, and removes unused entries after the build. */
  integration(): AstroIntegration {
    return {
      name: 'basalt:build-cache',
      hooks: {
        'astro:config:setup': ({ config, updateConfig }) => {
          this.#dir = fileURLToPath(new URL('basalt/', config.cacheDir));
          this.#code = codeDigest(fileURLToPath(config.root));
          updateConfig({ vite: { plugins: [mdxCompileCache(this)] } });
        },
        'astro:build:done': ({ logger }) => {
          let removed = 0;
          for (const namespace of existsSync(this.#dir) ? readdirSync(this.#dir) : []) {
            for (const key of readdirSync(join(this.#dir, namespace))) {
              if (this.#used.has(`${namespace}/${key}`)) continue;
              rmSync(join(this.#dir, namespace, key), { force: true });
              removed += 1;
            }
          }
          logger.info(`build cache (compiled MDX, processed pages): ${this.hits} reused, ${this.misses} made, ${removed} unused removed`);
        },
      },
    };
  }
}
