/**
 * The caches prove themselves (Astro's incremental build, and ours of the compiled MDX and the
 * processed pages, src/integrations/kept-outputs.ts): a rebuild after an edit writes the same dist/ as a cold build of
 * the edited project. A copy of the project is built cold, one article is edited (its title, a
 * sentence of its text, a label of its diagram and its author), and the copy is built again with
 * its cache; then every cache and output of the copy is deleted and the edited copy is built cold.
 * Every file of the two dist/ folders must be byte for byte the same, but those listed in
 * MAY_DIFFER. The cold build runs in the same folder because Astro names each island by a hash
 * that includes the component's absolute path. Reduced to the edited article, the articles the
 * case studies name and one draft, so the three builds take about a minute. The draft shows, on
 * the same three builds, that a production build leaves a draft out.
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../../scripts/test-support/project-copy.mjs';
import { readFrontmatter } from '../unit/helpers/frontmatter.ts';

const root = resolve('.');
const run = promisify(execFile);
const EDITED = 'terraform-state-management';

/** Files whose bytes depend on the moment of the build, and why. */
const MAY_DIFFER: Record<string, string> = {
  '.well-known/security.txt': 'its Expires field is 180 days after the moment of the build',
};

/** The edit: what an editor changes in one sitting, each part read by a different cache. */
function edit(source: string): string {
  const edited = source
    .replace(/^title: .*$/m, 'title: Terraform State, Locked and Shared')
    .replace(/^author: .*$/m, 'author: rafael-moreno')
    .replace('put[Conditional PUT of lock]', 'put[Conditional write of the lock]')
    .replace(/\n\n(?=[A-Z])/, '\n\nEvery team that shares a state file learns locking the hard way. ');
  expect(edited.split('\n').length).toBe(source.split('\n').length);
  for (const changed of ['Locked and Shared', 'rafael-moreno', 'Conditional write of the lock', 'the hard way']) expect(edited).toContain(changed);
  return edited;
}

const referenced = new Set(readFrontmatter<{ articles?: string[] }>('content/case-studies').flatMap(({ data }) => data.articles ?? []));
/** An article the copy holds as a draft: the first that is neither edited nor named by a case study. */
const {
  id: DRAFT,
  data: { title: DRAFT_TITLE },
} = readFrontmatter<{ title: string }>('content/articles').find(({ id }) => id !== EDITED && !referenced.has(id))!;
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

function copy(): string {
  const dir = projectCopy('basalt-freshness', {
    keep: (path) => {
      const slug = path.replace(/^articles\/|\.mdx$/g, '');
      return !path.startsWith('articles/') || slug === EDITED || slug === DRAFT || referenced.has(slug);
    },
  });
  copies.push(dir);
  const file = join(dir, 'content/articles', `${DRAFT}.mdx`);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^---\n/, '---\ndraft: true\n'));
  return dir;
}

function editArticle(dir: string): void {
  const file = join(dir, 'content/articles', `${EDITED}.mdx`);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
}

/** `astro build` in `dir`, in the environment of a real `npm run build` (not vitest's). */
async function build(dir: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' };
  for (const key of ['NODE_ENV', 'MODE', 'DEV', 'PROD', 'SSR', 'SITE', 'BASE_URL', 'ASSETS_PREFIX', 'TEST', 'VITEST']) delete env[key];
  const { stdout, stderr } = await run(process.execPath, [join(root, 'node_modules/.bin/astro'), 'build'], {
    cwd: dir,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  return `${stdout}\n${stderr}`;
}

/** Every file of a dist/ folder, by path. */
function files(dist: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [relative(dist, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name))] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** The three builds: cold, after the edit with the cache, and cold again of the edited copy. */
const builds = { logs: [] as string[], rebuilt: new Map<string, Buffer>(), fresh: new Map<string, Buffer>() };
beforeAll(async () => {
  const dir = copy();
  builds.logs.push(await build(dir));
  editArticle(dir);
  builds.logs.push(await build(dir));
  // Out of the project: Tailwind would read the words of a folder inside it as class names.
  const rebuiltDist = `${dir}-rebuilt`;
  copies.push(rebuiltDist);
  renameSync(join(dir, 'dist'), rebuiltDist);
  // Every cache of a build: Astro's and the compiled MDX (node_modules/.astro), Vite's, the content store.
  for (const cache of ['node_modules/.astro', 'node_modules/.vite', '.astro']) rmSync(join(dir, cache), { recursive: true, force: true });
  builds.logs.push(await build(dir));
  builds.rebuilt = files(rebuiltDist);
  builds.fresh = files(join(dir, 'dist'));
}, 600_000);

describe('a rebuild after an edit', () => {
  it('writes the same dist/ as a cold build of the edited project', () => {
    const { logs, rebuilt, fresh } = builds;
    // The rebuild did reuse, Astro's pages and our compiled MDX: otherwise this test would prove nothing about the caches.
    expect(logs[1]).toMatch(/\((cached|restored)\)/);
    expect(logs[1]).toMatch(/compiled MDX: [1-9]\d* reused/);
    expect([...rebuilt.keys()]).toEqual([...fresh.keys()]);
    const differing = [...rebuilt].filter(([path, bytes]) => !(path in MAY_DIFFER) && !bytes.equals(fresh.get(path)!)).map(([path]) => path);
    expect(differing).toEqual([]);
    // The edit reached the page, so the comparison is of edited output.
    const page = fresh.get(`blog/${EDITED}.html`)!.toString('utf8');
    expect(page).toContain('Terraform State, Locked and Shared');
    expect(page).toContain('the hard way');
  });
});

describe('a draft', () => {
  it('is left out of every production build, cold or not, and the build says so', () => {
    const { logs, rebuilt, fresh } = builds;
    for (const log of logs) expect(log).toContain(`held back from this build: ${DRAFT} (draft: true)`);
    for (const dist of [rebuilt, fresh]) {
      expect(dist.has(`blog/${DRAFT}.html`)).toBe(false);
      expect(dist.has(`og/blog/${DRAFT}.png`)).toBe(false);
      // No item of its own (other articles' full text may still link to it).
      expect(dist.get('rss.xml')!.toString('utf8')).not.toContain(`/blog/${DRAFT}</link>`);
      expect(dist.get('sitemap-0.xml')!.toString('utf8')).not.toContain(DRAFT);
      expect(dist.get('blog.html')!.toString('utf8')).not.toContain(DRAFT_TITLE);
    }
  });
});
