// Prints each article's computed read time and its h2 ids, so an editor can check a draft
// against the lengths in docs/decisions.md before building. Usage: node scripts/commands/article-stats.mjs [slug...]
import { globSync, readFileSync } from 'node:fs';
import { countWords, readMinutes } from '../../src/lib/read-time.ts';

const dir = new URL('../../content/articles/', import.meta.url);
const wanted = process.argv.slice(2);
for (const file of globSync('*.mdx', { cwd: dir }).sort()) {
  const slug = file.replace(/\.mdx$/, '');
  if (wanted.length && !wanted.includes(slug)) continue;
  const source = readFileSync(new URL(file, dir), 'utf8');
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const ids = [...body.matchAll(/^## .*\{#([\w-]+)\}\s*$/gm)].map((m) => m[1]);
  console.log(`${slug}: ${countWords(body)} words, ${readMinutes(body)} min; h2 ids: ${ids.join(', ')}`);
}
