// The layers of docs/architecture.md as one table: for every room (a folder of src/, or scripts/),
// the rooms its files may import from. Every import of every file under src/ and scripts/ is
// checked against it, so the documented layering and the code's cannot drift apart.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every module a source names: static and dynamic imports, re-exports, side-effect imports, and
 * `new URL(…, import.meta.url)` (a file the code bundles or reads). Comments and template strings
 * (code a script writes for another project) name nothing.
 */
function importsOf(source: string): string[] {
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

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Room → the rooms it may import from (its own always included). Besides folders: `node:` is any
 * Node built-in, `astro:content` the collections (queried only by src/data), `content` the editors'
 * files, `astro.config.mjs` the project's configuration. Packages are not rooms. docs/architecture.md draws the same table; keep the two equal.
 */
export const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'src/config': [],
  'src/config/environment.ts': ['node:'],
  'src/schemas': ['src/config', 'astro:content', 'node:'],
  'src/content.config.ts': ['src/config', 'src/schemas', 'astro:content'],
  'src/lib': ['src/config', 'src/schemas'],
  'src/browser': ['src/config', 'src/lib'],
  'src/env.d.ts': ['src/lib'],
  'src/data': ['src/config', 'src/schemas', 'src/lib', 'astro:content'],
  'src/components/islands': ['src/config', 'src/lib'],
  'src/components': ['src/config', 'src/lib', 'src/data', 'src/components/islands', 'src/styles', 'src/browser'],
  'src/layouts': ['src/config', 'src/schemas', 'src/lib', 'src/data', 'src/components', 'src/styles'],
  'src/pages': ['src/config', 'src/lib', 'src/data', 'src/components', 'src/components/islands', 'src/layouts', 'src/render'],
  'src/markdown': ['src/config', 'src/lib', 'src/render', 'node:'],
  'src/render': ['src/config', 'src/lib', 'node:'],
  'src/post-build': ['src/config', 'src/lib', 'src/browser', 'src/render', 'src/integrations', 'node:'],
  'src/integrations': ['src/config', 'src/schemas', 'src/lib', 'src/browser', 'node:'],
  'src/worker': ['src/config', 'src/lib'],
  'src/styles': [],
  scripts: ['node:'],
  'scripts/runtime': ['src/config', 'node:'],
  'scripts/test-support': ['astro.config.mjs', 'node:'],
  'scripts/commands': ['src/config', 'src/config/environment.ts', 'src/lib', 'content', 'scripts/runtime', 'scripts/test-support', 'node:'],
  'scripts/bench': ['src/config', 'src/lib', 'scripts', 'scripts/runtime', 'scripts/commands', 'scripts/test-support', 'node:'],
};

/** The room of a file or an import target: the deepest key of ALLOWED it is in. */
function roomOf(path: string): string | undefined {
  const rel = relative(ROOT, path);
  return Object.keys(ALLOWED)
    .filter((room) => rel === room || rel.startsWith(`${room}/`))
    .sort((a, b) => b.length - a.length)[0];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx|astro|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** The room an import lands in, or undefined for a package. */
function targetOf(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('node:')) return 'node:';
  if (specifier === 'astro:content') return 'astro:content';
  if (!specifier.startsWith('.')) return undefined;
  const target = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
  const rel = relative(ROOT, target);
  if (rel === 'astro.config.mjs') return 'astro.config.mjs';
  if (rel === 'content' || rel.startsWith('content/')) return 'content';
  return roomOf(target) ?? rel;
}

const FILES = [...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'scripts'))];

describe('layering', () => {
  it('puts every file under src/ and scripts/ in a room of the table', () => {
    expect(FILES.filter((file) => !roomOf(file)).map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('lets every file import only from its own room and the rooms the table allows it', () => {
    const violations: string[] = [];
    for (const file of FILES) {
      const room = roomOf(file)!;
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const target = targetOf(file, specifier);
        if (target === undefined || target === room || ALLOWED[room]!.includes(target)) continue;
        violations.push(`${relative(ROOT, file)} (${room}) imports ${specifier} (${target})`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('names the extension of every TypeScript module a file imports, .astro files too (Biome checks the rest)', () => {
    // One rule: Node's type stripping, which runs scripts/ and the configuration, needs the
    // extension, so every file writes it. Biome (useImportExtensions) does not read .astro files.
    const bare = FILES.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('.') && !/\.[a-z]+(\?.*)?$/.test(specifier))
        .filter((specifier) => ['.ts', '.tsx'].some((ext) => existsSync(resolve(dirname(file), specifier) + ext)))
        .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`),
    );
    expect(bare).toEqual([]);
  });

  it('has no cycle between rooms: the table is a layering', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycles: string[] = [];
    const visit = (room: string, path: string[]) => {
      if (done.has(room) || !(room in ALLOWED)) return;
      if (visiting.has(room)) return void cycles.push([...path, room].join(' → '));
      visiting.add(room);
      for (const next of ALLOWED[room]!) visit(next, [...path, room]);
      visiting.delete(room);
      done.add(room);
    };
    for (const room of Object.keys(ALLOWED)) visit(room, []);
    expect(cycles).toEqual([]);
  });

  it('has no circle between files, type-only imports included: each module can be read before those that import it', () => {
    const resolved = (file: string, specifier: string) => {
      const target = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
      return FILES.find((candidate) => candidate === target || candidate === `${target}.ts`);
    };
    const imports = new Map(
      FILES.map((file) => [
        file,
        importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => (specifier.startsWith('.') ? (resolved(file, specifier) ?? []) : [])),
      ]),
    );
    const circles: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) return void circles.push([...path.slice(path.indexOf(file)), file].map((step) => relative(ROOT, step)).join(' → '));
      if (done.has(file)) return;
      for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of FILES) visit(file, []);
    expect(circles).toEqual([]);
  });

  it('sees the imports it checks (a file that imports a forbidden room is caught)', () => {
    expect(importsOf("import { x } from '../post-build/csp-hashes.ts';\nimport type {\n  Y,\n} from '../render/diagrams';")).toEqual([
      '../post-build/csp-hashes.ts',
      '../render/diagrams',
    ]);
    const room = 'src/lib';
    const target = targetOf(join(ROOT, 'src/lib/blog.ts'), '../post-build/csp-hashes.ts');
    expect(target).toBe('src/post-build');
    expect(ALLOWED[room]).not.toContain(target);
  });

  it('matches the table drawn in docs/architecture.md', () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    // The layering table alone: the table of files below it names some of the same files.
    const table = doc.slice(doc.indexOf('| room | may import from |')).split('\n\n')[0]!;
    const drawn = Object.fromEntries(
      [...table.matchAll(/^\| `([^`]+)` \|([^|]*)\|/gm)]
        .filter(([, room]) => room! in ALLOWED)
        .map(([, room, allowed]) => [room!, [...allowed!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)]),
    );
    expect(drawn).toEqual(ALLOWED);
  });
});
