/**
 * The MDX compiler's output for each article, kept between builds in Astro's cache directory
 * (`node_modules/.astro/mdx-compile/`). Astro's incremental build skips rendering a page whose key
 * and modules are unchanged, not compiling its module, and @astrojs/mdx offers no cache: at 1,200
 * articles the compile is most of what a rebuild after a one-article edit repeats
 * (docs/architecture.md gives the figure). This wraps the transform of the compiler's Vite plugin.
 * Each entry's key is the file's path and text and a digest of the project's code (every file under
 * src/, the configuration and npm's record of the installed packages, which hold the compiler, its
 * plugins and the Markdown settings), so an entry is never stale; a build removes the entries it
 * did not use. Production builds only. Build-time only (Node).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { expectUpstream } from '../lib/upstream-contract.ts';

/** The Vite plugin of @astrojs/mdx that compiles `.mdx` files. */
const MDX_COMPILER = '@mdx-js/rolldown';

type Compile = (this: unknown, code: string, id: string, options?: unknown) => Promise<unknown>;

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

/**
 * The integration: it wraps the compiler when Vite resolves the build's configuration, and when the
 * build is done removes the entries the build did not use and logs what it reused.
 */
export function mdxCompileCache(): AstroIntegration {
  let dir = '';
  let code = '';
  const used = new Set<string>();
  const stats = { reused: 0, made: 0 };
  const wrapped = new WeakSet<object>();

  const plugin: Plugin = {
    name: 'basalt:mdx-compile-cache',
    configResolved(config) {
      // Only production builds, which make no source maps (a map would name this machine's paths).
      if (config.command !== 'build' || config.build.sourcemap) return;
      const transform = config.plugins.find((candidate) => candidate.name === MDX_COMPILER)?.transform;
      expectUpstream(
        transform && typeof transform === 'object' && typeof transform.handler === 'function',
        '@astrojs/mdx',
        `it compiles .mdx files in the transform handler of its Vite plugin "${MDX_COMPILER}"`,
        'the Vite configuration',
      );
      // Astro resolves a configuration per build environment, each with the same plugin object.
      if (wrapped.has(transform)) return;
      wrapped.add(transform);
      const compile = transform.handler as unknown as Compile;
      (transform as { handler: Compile }).handler = async function (source, id, options) {
        const name = `${digest(code, source, relative(config.root, id))}.json`;
        used.add(name);
        const path = join(dir, name);
        if (existsSync(path)) {
          stats.reused += 1;
          return JSON.parse(readFileSync(path, 'utf8'));
        }
        const module = (await compile.call(this, source, id, options)) ?? null;
        mkdirSync(dir, { recursive: true });
        // Written whole, then renamed: a build that stops half-way never leaves half a file to reuse.
        writeFileSync(`${path}.partial`, JSON.stringify(module));
        renameSync(`${path}.partial`, path);
        stats.made += 1;
        return module;
      };
    },
  };

  return {
    name: 'basalt:mdx-compile-cache',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        dir = fileURLToPath(new URL('mdx-compile/', config.cacheDir));
        code = codeDigest(fileURLToPath(config.root));
        updateConfig({ vite: { plugins: [plugin] } });
      },
      'astro:build:done': ({ logger }) => {
        let removed = 0;
        for (const name of existsSync(dir) ? readdirSync(dir) : []) {
          if (used.has(name)) continue;
          rmSync(join(dir, name), { force: true });
          removed += 1;
        }
        logger.info(`compiled MDX: ${stats.reused} reused, ${stats.made} compiled, ${removed} unused removed`);
      },
    },
  };
}
