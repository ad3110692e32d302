// `npm run test:growth`: does the site take one more article without a test changing? Copies the
// project, writes a new article with `npm run new:article` and publishes it, builds the copy, and
// runs the unchanged dist tests on it. They derive what to expect from content/, so they must pass.
// Exits with the dist tests' status. Kept out of `npm test`: it is a second build.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLE_CATEGORIES } from '../../src/config/blog.ts';
import { ASTRO, ROOT } from '../runtime/cdn-runtime.mjs';
import { projectCopy } from '../test-support/project-copy.mjs';

const dir = projectCopy('basalt-growth');
for (const entry of ['tests', 'vitest.config.ts']) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });

/** Runs a command in the copy, printing its output; the build and the tests see a clean environment, as in CI. */
function run(command, args) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV|PROD|DEV|MODE)/.test(name)));
  return spawnSync(command, args, { cwd: dir, stdio: 'inherit', env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' } }).status ?? 1;
}

const node = process.execPath;
const title = 'Growing the Blog Without Touching a Test';
// Its tab gains an article: the counts, that tab's listing and /blog all change.
if (run(node, ['scripts/commands/new-article.mjs', title, '--category', ARTICLE_CATEGORIES.at(-1)]) !== 0) process.exit(1);
const file = join(dir, 'content', 'articles', 'growing-the-blog-without-touching-a-test.mdx');
writeFileSync(file, readFileSync(file, 'utf8').replace(/^draft: true$/m, 'draft: false'));

let status = run(node, [ASTRO, 'build']);
if (status === 0) status = run(node, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'dist']);
console.log(status === 0 ? `A new article (${file}) passed the dist tests unchanged.` : `The copy in ${dir} failed; it is kept for a look.`);
if (status === 0) rmSync(dir, { recursive: true, force: true });
process.exit(status);
