// The layers of docs/architecture.md, held by the imports each folder may make.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../src/', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|astro|mjs)$/.test(name) ? [path] : [];
  });
}

const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)[^'"\n;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (match) => match[1] ?? match[2]!,
  );
const under = (folder: string) => files(join(SRC, folder)).map((file) => ({ file: relative(SRC, file), imports: imports(file) }));

describe('layering', () => {
  it('keeps what the browser may import free of Node built-ins and build-time code', () => {
    for (const { file, imports: specifiers } of [...under('lib'), ...under('components/islands'), ...under('scripts')]) {
      for (const specifier of specifiers) {
        expect(specifier, `${file} imports ${specifier}`).not.toMatch(/^node:|\/build\/|\/integrations\//);
      }
    }
  });

  it('lets only src/data query the content collections', () => {
    const querying = files(SRC)
      .map((file) => relative(SRC, file))
      .filter((file) => !file.startsWith('data/') && file !== 'content.config.ts')
      .filter((file) => /\b(getCollection|getEntry|getEntries|render)\b[^;]*from\s+['"]astro:content['"]/.test(readFileSync(join(SRC, file), 'utf8')));
    expect(querying).toEqual([]);
  });

  it('keeps configuration as plain data that imports only other configuration and the address book', () => {
    for (const { file, imports: specifiers } of under('config')) {
      for (const specifier of specifiers) expect(specifier, `${file} imports ${specifier}`).toMatch(/^(\.\/[a-z-]+|\.\.\/lib\/paths)\.ts$/);
    }
  });

  it('lets no build step import a command-line tool from scripts/', () => {
    for (const { file, imports: specifiers } of [...under('build'), ...under('integrations')]) {
      for (const specifier of specifiers) expect(specifier, `${file} imports ${specifier}`).not.toMatch(/scripts\//);
    }
  });
});
