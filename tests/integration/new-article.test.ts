/**
 * `npm run new:article` (scripts/commands/new-article.mjs), run for real into temporary folders: the file
 * it writes has frontmatter the articles schema accepts, and it refuses what would break the build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { icons } from 'lucide-react';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ARTICLE_CATEGORIES } from '../../src/config/blog.ts';
import { PEOPLE } from '../../src/config/identity.ts';
import { projectCopy } from '../../scripts/test-support/project-copy.mjs';

const SCRIPT = resolve('scripts/commands/new-article.mjs');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'new-article-'));
  made.push(dir);
  return dir;
};

const run = (args: string[], cwd = process.cwd()) => {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { cwd, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

interface Frontmatter {
  title: string;
  description: string;
  category: string;
  icon: string;
  publishedDate: string;
  author: string;
  draft: boolean;
  sources: { title: string; publisher: string; url: string }[];
}
const read = (file: string) => {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no frontmatter`);
  return { data: parse(match[1]!) as Frontmatter, body: match[2]! };
};
const localToday = () => new Date().toLocaleDateString('en-CA');

describe('npm run new:article', () => {
  it('writes content/<slug>.mdx with frontmatter the schema accepts and five sections', () => {
    const dir = tempDir();
    const before = localToday();
    const { status, stdout } = run(['Terraform Drift: Finding It Before It Finds You', '--category', 'DevOps', '--dir', dir]);
    const after = localToday();
    expect(status).toBe(0);
    const file = join(dir, 'terraform-drift-finding-it-before-it-finds-you.mdx');
    expect(stdout).toContain('terraform-drift-finding-it-before-it-finds-you.mdx');
    expect(readdirSync(dir)).toEqual(['terraform-drift-finding-it-before-it-finds-you.mdx']);

    const { data, body } = read(file);
    expect(data.title).toBe('Terraform Drift: Finding It Before It Finds You');
    expect(data.description.length).toBeGreaterThanOrEqual(50);
    expect(data.description.length).toBeLessThanOrEqual(160);
    expect(data.description).toMatch(/^Replace this description/);
    expect(data.description).not.toMatch(/TODO/i);
    expect(data.category).toBe('DevOps');
    expect(Object.hasOwn(icons, data.icon)).toBe(true);
    expect([before, after]).toContain(String(data.publishedDate));
    expect(data.author).toBe('jordan-reyes');
    expect(data.draft).toBe(true);
    expect(data.sources).toHaveLength(3);
    for (const source of data.sources) {
      expect(source.title.length).toBeGreaterThanOrEqual(3);
      expect(source.publisher.length).toBeGreaterThanOrEqual(2);
      expect(new URL(source.url).protocol).toBe('https:');
    }
    expect(data.sources.map((source) => source.url)).toContain('https://docs.github.com/en/actions');

    const headings = [...body.matchAll(/^## (.+) \{#([a-z0-9-]+)\}\n\n(.+)$/gm)];
    expect(headings).toHaveLength(5);
    expect(new Set(headings.map((heading) => heading[2])).size).toBe(5);
    for (const heading of headings) expect(heading[3]).toMatch(/^Replace this line: /);
    expect(body).not.toMatch(/[<{](?!#)/);
  });

  it.each([
    ['Señor’s Guide: CI/CD & GitOps in 2026!', 'senors-guide-ci-cd-and-gitops-in-2026'],
    ['  Zero   Trust  ', 'zero-trust'],
    ['Ünïcödé — Straße', 'unicode-strasse'],
  ])('makes the slug of %j lowercase ASCII with hyphens', (title, slug) => {
    const dir = tempDir();
    expect(run([title, '--category', 'security', '--dir', dir]).status).toBe(0);
    expect(readdirSync(dir)).toEqual([`${slug}.mdx`]);
    expect(read(join(dir, `${slug}.mdx`)).data.category).toBe('Security');
  });

  it('takes an author from PEOPLE and a date', () => {
    const dir = tempDir();
    expect(run(['Tokenized Funds in 2027', '--category', 'Web3', '--author', 'rafael-moreno', '--date', '2027-01-15', '--dir', dir]).status).toBe(0);
    const { data } = read(join(dir, 'tokenized-funds-in-2027.mdx'));
    expect(data).toMatchObject({ author: 'rafael-moreno', publishedDate: '2027-01-15', category: 'Web3' });
  });

  describe('refuses, with a message and exit code 1', () => {
    it('an existing slug, leaving the file as it was', () => {
      const dir = tempDir();
      const file = join(dir, 'state-of-the-art.mdx');
      writeFileSync(file, 'editor’s work');
      const { status, stderr } = run(['State of the Art', '--category', 'DevOps', '--dir', dir]);
      expect(status).toBe(1);
      expect(stderr).toMatch(/state-of-the-art\.mdx already exists/);
      expect(readFileSync(file, 'utf8')).toBe('editor’s work');
    });

    it('an unknown category, naming the valid ones', () => {
      const dir = tempDir();
      const { status, stderr } = run(['Chains of Trust', '--category', 'Blockchain', '--dir', dir]);
      expect(status).toBe(1);
      expect(stderr).toContain('Unknown category "Blockchain"');
      for (const category of ARTICLE_CATEGORIES) expect(stderr).toContain(category);
      expect(readdirSync(dir)).toEqual([]);
    });

    it('an unknown author, naming the valid ones', () => {
      const dir = tempDir();
      const { status, stderr } = run(['Chains of Trust', '--category', 'Web3', '--author', 'ghost-writer', '--dir', dir]);
      expect(status).toBe(1);
      expect(stderr).toContain('Unknown author "ghost-writer"');
      for (const person of PEOPLE) expect(stderr).toContain(person.id);
      expect(readdirSync(dir)).toEqual([]);
    });

    it.each([
      [['A Title Without Category'], /--category/],
      [['--category', 'DevOps'], /title/],
      [['!!!', '--category', 'DevOps'], /no letters or digits/],
      [['x'.repeat(81), '--category', 'DevOps'], /3 to 80 characters/],
      [['Dated', '--category', 'DevOps', '--date', '2026-02-30'], /real day/],
      [['Flagged', '--category', 'DevOps', '--colour', 'red'], /colour/],
    ])('%j', (args, message) => {
      const dir = tempDir();
      const { status, stderr } = run([...args, '--dir', dir]);
      expect(status).toBe(1);
      expect(stderr).toMatch(message);
      expect(readdirSync(dir)).toEqual([]);
    });
  });

  it('writes an article Astro accepts, in every category (astro sync on a project copy)', () => {
    const dir = projectCopy('new-article', { content: ['legal', 'services'] });
    made.push(dir);
    const articles = join(dir, 'content', 'articles');
    mkdirSync(articles);
    for (const category of ARTICLE_CATEGORIES) {
      const { status, stderr } = run([`A Draft About ${category}`, '--category', category, '--dir', articles]);
      expect(status, stderr).toBe(0);
    }
    expect(readdirSync(articles)).toHaveLength(ARTICLE_CATEGORIES.length);
    const sync = spawnSync(process.execPath, [resolve('node_modules/.bin/astro'), 'sync'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    expect(sync.status, `${sync.stdout}\n${sync.stderr}`).toBe(0);
    expect(existsSync(join(dir, '.astro', 'collections', 'articles.schema.json'))).toBe(true);
  });
});
