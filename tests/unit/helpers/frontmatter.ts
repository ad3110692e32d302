import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** The YAML frontmatter of every .mdx file in a content folder, as `{ id, data, body }`. */
export function readFrontmatter<T>(dir: string): { id: string; data: T; body: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
      if (!match) throw new Error(`${dir}/${file} has no frontmatter`);
      return { id: file.replace(/\.mdx$/, ''), data: parse(match[1]!) as T, body: match[2]! };
    });
}
