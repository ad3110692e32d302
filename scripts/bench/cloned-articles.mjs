// Articles in bulk for the build benchmarks: the real articles cloned under new slugs, titles and
// dates, so every generated file has valid frontmatter, a real article's length, its code blocks and
// its diagrams (clones of one article share identical diagrams, as editors' copies would).
import { globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ARTICLES = resolve(import.meta.dirname, '../..', 'content', 'articles');
const DAY_MS = 86_400_000;
/** The schema's longest description. */
const DESCRIPTION_MAX = 160;

/** `text` with ` (round)` after it, shortened at a word to stay within `max` characters. */
function numbered(text, round, max) {
  const suffix = ` (${round})`;
  if (text.length + suffix.length <= max) return text + suffix;
  const room = text.slice(0, max - suffix.length);
  return room.slice(0, room.lastIndexOf(' ')).replace(/[,;:]$/, '') + suffix;
}

const unquoted = (value) => value.replace(/^["']|["']$/g, '');

const realArticles = () => globSync('*.mdx', { cwd: ARTICLES }).sort();

/** How many articles the blog has today: the smallest set a copy of the site can build (the case studies link them). */
export const realArticleCount = () => realArticles().length;

/**
 * Writes `count` articles into `folder`: the first round keeps the real files as they are, each
 * later round clones them as `<slug>-<round>`, titled and described "… (round)" so every page
 * keeps a title and description of its own, and dated between the newest real article and
 * yesterday, newest first: a clone is never older than an article its text links to, and none is
 * held back as future-dated.
 * @param {string} folder
 * @param {number} count
 * @param {(text: string) => string} [transform] applied to each file as written
 * @returns {string[]} the slugs written
 */
export function writeClonedArticles(folder, count, transform = (text) => text) {
  const sources = realArticles();
  if (count < sources.length)
    throw new Error(`${count} articles: a copy of the site needs at least the ${sources.length} real ones, which the case studies link`);
  mkdirSync(folder, { recursive: true });
  const texts = sources.map((source) => readFileSync(join(ARTICLES, source), 'utf8'));
  const newest = Math.max(...texts.flatMap((text) => [...text.matchAll(/^publishedDate: (\d{4}-\d{2}-\d{2})/gm)].map(([, day]) => Date.parse(day))));
  const yesterday = Date.now() - DAY_MS;
  const clones = Math.max(1, count - sources.length);
  const slugs = [];
  for (let i = 0; i < count; i += 1) {
    const source = sources[i % sources.length];
    const round = Math.floor(i / sources.length);
    const slug = round === 0 ? source.replace(/\.mdx$/, '') : source.replace(/\.mdx$/, `-${round}`);
    let text = texts[i % sources.length];
    if (round > 0) {
      const clone = i - sources.length;
      const date = new Date(yesterday - Math.floor((clone * (yesterday - newest)) / clones)).toISOString().slice(0, 10);
      text = text
        .replace(/^title: (.*)$/m, (_, title) => `title: ${JSON.stringify(numbered(unquoted(title), round, 80))}`)
        .replace(/^description: (.*)$/m, (_, description) => `description: ${JSON.stringify(numbered(unquoted(description), round, DESCRIPTION_MAX))}`)
        .replace(/^publishedDate: .*$/m, `publishedDate: ${date}`)
        .replace(/^updatedDate: .*\n/m, '');
    }
    writeFileSync(join(folder, `${slug}.mdx`), transform(text));
    slugs.push(slug);
  }
  return slugs;
}
