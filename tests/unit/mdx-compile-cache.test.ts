// A rebuild compiles only the MDX files that changed, and stops loudly if @astrojs/mdx no longer
// compiles where the cache wraps it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UpstreamContractError } from '../../src/lib/upstream-contract.ts';
import { buildCacheIn } from './helpers/build-cache.ts';

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

/** One build: a new BuildCache over the same folder, its MDX plugin resolved with `plugins`. */
function resolvedWith(plugins: object[], command = 'build') {
  const build = buildCacheIn(cache, ROOT);
  (build.mdxPlugin.configResolved as (config: object) => void)({ command, root: ROOT, build: { sourcemap: false }, plugins });
  return build;
}

const compile = (plugin: ReturnType<typeof compilerPlugin>['plugin'], code: string, id: string) => plugin.transform.handler.call({}, code, id);

describe('the MDX compile cache', () => {
  it('serves a second build the compiled module of an unchanged file and compiles an edited one', async () => {
    const first = compilerPlugin();
    resolvedWith([first.plugin]);
    const module = await compile(first.plugin, '# State', join(ROOT, 'content/articles/state.mdx'));
    const second = compilerPlugin();
    const build = resolvedWith([second.plugin]);
    expect(await compile(second.plugin, '# State', join(ROOT, 'content/articles/state.mdx'))).toEqual(module);
    expect(second.compiled).toEqual([]);
    await compile(second.plugin, '# State, revised', join(ROOT, 'content/articles/state.mdx'));
    expect(second.compiled).toEqual([join(ROOT, 'content/articles/state.mdx')]);
    expect(build.cache).toMatchObject({ hits: 1, misses: 1 });
  });

  it('leaves the dev server to compile as it does', async () => {
    const dev = compilerPlugin();
    resolvedWith([dev.plugin], 'serve');
    await compile(dev.plugin, '# State', join(ROOT, 'content/articles/state.mdx'));
    expect(dev.compiled).toHaveLength(1);
  });

  it('stops the build, naming @astrojs/mdx, when its compiler is not where the cache expects it', () => {
    expect(() => resolvedWith([{ name: 'another-plugin' }])).toThrow(UpstreamContractError);
    expect(() => resolvedWith([{ name: 'another-plugin' }])).toThrow(/^@astrojs\/mdx no longer does what the build relies on/);
  });
});
