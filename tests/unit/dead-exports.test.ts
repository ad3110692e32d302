// An export nothing else names is dead code or a detail of its own file: either way it misleads the
// next reader about what a module offers. Every export of every module under src/ and scripts/
// must be named by some other file of the project (a module, a route, a test or a configuration).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx|mjs|astro)$/.test(name) ? [path] : [];
  });
}

const FILES = [
  ...['src', 'scripts', 'tests'].flatMap((dir) => filesUnder(join(ROOT, dir))),
  ...['astro.config.mjs', 'vitest.config.ts', 'playwright.config.ts'].map((file) => join(ROOT, file)),
];
const TEXTS = new Map(FILES.map((file) => [file, readFileSync(file, 'utf8')]));

/** `export const|function|class|interface|type NAME` declarations: routes' exports are Astro's to read. */
export function declaredExports(source: string): string[] {
  return [...source.matchAll(/^export\s+(?:async\s+)?(?:const|let|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm)].map((match) => match[1]!);
}

describe('exports', () => {
  it('are each named by another file of the project', () => {
    const dead: string[] = [];
    for (const [file, source] of TEXTS) {
      const path = relative(ROOT, file);
      if (!/^(src|scripts)\//.test(path) || path.startsWith('src/pages/') || path.endsWith('.astro')) continue;
      for (const name of declaredExports(source)) {
        const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);
        if (![...TEXTS].some(([other, text]) => other !== file && word.test(text))) dead.push(`${path}: ${name}`);
      }
    }
    expect(dead).toEqual([]);
  });

  it('are found in the forms the project writes them', () => {
    expect(declaredExports('export const A = 1;\nexport async function b() {}\nexport interface C {}\nexport type D = 1;\nconst e = 2;')).toEqual([
      'A',
      'b',
      'C',
      'D',
    ]);
  });
});
