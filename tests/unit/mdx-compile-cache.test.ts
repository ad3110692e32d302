// A rebuild compiles only the MDX files that changed, removes what it no longer uses, and stops
// loudly if @astrojs/mdx no longer compiles where the cache wraps it.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { digest } from '../../src/integrations/kept-outputs.ts';
import { UpstreamContractError } from '../../src/lib/upstream-contract.ts';
import { mdxCacheIn } from './helpers/mdx-compile-cache.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const cache = mkdtempSync(join(tmpdir(), 'basalt-mdx-cache-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

/** A stand-in for @astrojs/mdx's compiler plugin that counts its compilations. */
function compilerPlugin() {
  const compiled: string[] = [];
  const plugin = {
    name: '@mdx-js/rolldown',
    transform: {
      handler: async (code: string, id: string) => {
        compiled.push(id);
        return { code: `export default ${JSON.stringify(code)}`, map: null, meta: { astro: { headings: [] } } };
      },
    },
  };
  return { plugin, compiled };
}

/** One build over the same cache folder, its plugin resolved with `plugins`. */
function resolvedWith(plugins: object[], command = 'build') {
  const build = mdxCacheIn(cache, ROOT);
  (build.plugin.configResolved as (config: object) => void)({ command, root: ROOT, build: { sourcemap: false }, plugins });
  return build;
}

const compile = (plugin: ReturnType<typeof compilerPlugin>['plugin'], code: string, id: string) => plugin.transform.handler.call({}, code, id);
const STATE = join(ROOT, 'content/articles/state.mdx');
const MODULES = join(ROOT, 'content/articles/modules.mdx');

describe('the MDX compile cache', () => {
  it('serves a second build the compiled module of an unchanged file, compiles an edited one, and removes what the build did not use', async () => {
    const first = compilerPlugin();
    const firstBuild = resolvedWith([first.plugin]);
    const module = await compile(first.plugin, '# State', STATE);
    await compile(first.plugin, '# Modules', MODULES);
    expect(firstBuild.done()).toBe('compiled MDX: 0 reused, 2 made, 0 unused removed');

    const second = compilerPlugin();
    const secondBuild = resolvedWith([second.plugin]);
    expect(await compile(second.plugin, '# State', STATE)).toEqual(module);
    expect(second.compiled).toEqual([]);
    await compile(second.plugin, '# State, revised', STATE);
    expect(second.compiled).toEqual([STATE]);
    // The modules article was not compiled in this build (deleted, say): its entry goes.
    expect(secondBuild.done()).toBe('compiled MDX: 1 reused, 1 made, 1 unused removed');
    expect(readdirSync(join(cache, 'mdx-compile'))).toHaveLength(2);
  });

  it('leaves the dev server to compile as it does', async () => {
    const dev = compilerPlugin();
    resolvedWith([dev.plugin], 'serve');
    await compile(dev.plugin, '# State', STATE);
    expect(dev.compiled).toHaveLength(1);
  });

  it('stops the build, naming @astrojs/mdx, when its compiler is not where the cache expects it', () => {
    expect(() => resolvedWith([{ name: 'another-plugin' }])).toThrow(UpstreamContractError);
    expect(() => resolvedWith([{ name: 'another-plugin' }])).toThrow(/^@astrojs\/mdx no longer does what the build relies on/);
  });

  it('keys an entry by every input: any changed part, or parts split differently, is a new key', () => {
    const key = digest('title', 'description');
    expect(digest('title', 'description')).toBe(key);
    expect(digest('title!', 'description')).not.toBe(key);
    expect(digest('titled', 'escription')).not.toBe(key);
  });
});
