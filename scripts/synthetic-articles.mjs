// Articles in bulk for the build benchmarks: the real articles cloned under new slugs, titles and
// dates, so every generated file has valid frontmatter, a real article's length, its code blocks and
// its diagrams (clones of one article share identical diagrams, as editors' copies would).
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ARTICLES = resolve(import.meta.dirname, '..', 'content', 'articles');
const DAY_MS = 86_400_000;

/**
 * Writes `count` articles into `folder`: the first round keeps the real files as they are, each
 * later round clones them as `<slug>-<round>`, titled "… (round)" and dated a day apart going back
 * from yesterday, so none is held back as future-dated.
 * @param {string} folder
 * @param {number} count
 * @param {(text: string) => string} [transform] applied to each file as written
 * @returns {string[]} the slugs written
 */
export function writeSyntheticArticles(folder, count, transform = (text) => text) {
  mkdirSync(folder, { recursive: true });
  const sources = readdirSync(ARTICLES)
    .filter((file) => file.endsWith('.mdx'))
    .sort();
  const yesterday = Date.now() - DAY_MS;
  const slugs = [];
  for (let i = 0; i < count; i += 1) {
    const source = sources[i % sources.length];
    const round = Math.floor(i / sources.length);
    const slug = round === 0 ? source.replace(/\.mdx$/, '') : source.replace(/\.mdx$/, `-${round}`);
    let text = readFileSync(join(ARTICLES, source), 'utf8');
    if (round > 0) {
      const date = new Date(yesterday - i * DAY_MS).toISOString().slice(0, 10);
      text = text
        .replace(/^title: (.*)$/m, (_, title) => `title: ${JSON.stringify(`${title.replace(/^["']|["']$/g, '').slice(0, 68)} (${round})`)}`)
        .replace(/^publishedDate: .*$/m, `publishedDate: ${date}`)
        .replace(/^updatedDate: .*\n/m, '');
    }
    writeFileSync(join(folder, `${slug}.mdx`), transform(text));
    slugs.push(slug);
  }
  return slugs;
}
