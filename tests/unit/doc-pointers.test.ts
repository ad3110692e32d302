// The README and docs/ name the files they describe: a file renamed or deleted must take its
// mentions with it, or a newcomer follows a pointer to nothing.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).map((name) => `docs/${name}`)];

/** Paths in code spans under the folders we own; a pattern or a placeholder (`*`, `<slug>`, `{…}`) names no one file. */
function pointersOf(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)]
    .flatMap((span) => span[1]!.split(/[\s()]+/))
    .map((word) => word.replace(/[,.:;]+$/, ''))
    .filter((word) => /^(?:src|scripts|tests|docs|public|\.ci)\//.test(word) && !/[*<{…]/.test(word));
}

describe('the README and docs/', () => {
  it.each(DOCS)('%s names only files and folders that exist', (doc) => {
    const pointers = pointersOf(readFileSync(join(ROOT, doc), 'utf8'));
    expect(pointers.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('reads the pointers it checks (a deleted file still named is caught)', () => {
    expect(pointersOf('run `node scripts/commands/article-stats.mjs <slug>`; see `src/config/*.ts`.')).toEqual(['scripts/commands/article-stats.mjs']);
    expect(existsSync(join(ROOT, 'scripts/commands/article-stats.mjs'))).toBe(false);
  });
});
