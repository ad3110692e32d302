// The caches key our own code by the modules a step really runs (src/cache/module-graph.ts): a file
// the step imports that the scan missed would let an edit to it serve stale output. A bundler's
// own module graph of the same entries must hold nothing the scan left out.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { moduleGraph, moduleGraphDigest } from '../../src/cache/module-graph.ts';
import { PIPELINE_ENTRIES } from '../../src/post-build/processed-pages.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The project files esbuild bundles for `entries`, packages left out. */
function bundled(entries: readonly string[]): string[] {
  const { metafile } = buildSync({
    entryPoints: entries.map((entry) => join(ROOT, entry)),
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outdir: join(tmpdir(), 'unused'),
    absWorkingDir: ROOT,
    loader: { '.css': 'empty' },
  });
  return Object.keys(metafile.inputs).map((input) => resolve(ROOT, input));
}

describe('the modules a cached step runs', () => {
  for (const [step, entries] of [
    ['the post-build pipeline (processed pages)', PIPELINE_ENTRIES],
    ['the MDX compile (astro.config.mjs and what it imports)', ['astro.config.mjs']],
  ] as const) {
    it(`${step}: every module a bundler finds is in the key`, () => {
      const graph = moduleGraph(entries.map((entry) => join(ROOT, entry)));
      expect(bundled(entries).filter((file) => !graph.includes(file))).toEqual([]);
    });
  }

  it('include the island loader the pipeline bundles into pages, which no import names', () => {
    const graph = moduleGraph(PIPELINE_ENTRIES.map((entry) => join(ROOT, entry)));
    expect(graph).toContain(join(ROOT, 'src/scripts/island-loader.ts'));
    expect(graph).toContain(join(ROOT, 'src/lib/hydrate-now.ts'));
    expect(graph).toContain(join(ROOT, 'src/config/csp.ts'));
  });

  it('change the key when a module the step imports changes, and only then', () => {
    const dir = mkdtempSync(join(tmpdir(), 'basalt-graph-'));
    try {
      writeFileSync(join(dir, 'entry.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
      writeFileSync(join(dir, 'b.ts'), "export { c as b } from './c';\n");
      writeFileSync(join(dir, 'c.ts'), 'export const c = 1;\n');
      writeFileSync(join(dir, 'other.ts'), 'export const d = 1;\n');
      const before = moduleGraphDigest(dir, ['entry.ts']);
      writeFileSync(join(dir, 'other.ts'), 'export const d = 2;\n');
      expect(moduleGraphDigest(dir, ['entry.ts'])).toBe(before);
      writeFileSync(join(dir, 'c.ts'), 'export const c = 2;\n');
      expect(moduleGraphDigest(dir, ['entry.ts'])).not.toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
