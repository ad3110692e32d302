// A throwaway copy of the project in a temporary folder, sharing the installed packages: the
// schema-failure tests break one file in it, and the benchmarks fill it with generated articles.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const PROJECT_FILES = ['src', 'public', 'scripts', 'migrations', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'wrangler.jsonc'];

/**
 * Links every installed package into `dir`/node_modules, but not the folder itself: Astro keeps its
 * content store and its build caches in node_modules/.astro, and a copy must start with its own.
 * @param {string} dir
 */
export function linkPackages(dir) {
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '.astro' && entry !== '.vite') symlinkSync(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
}

/**
 * Copies the project and the content folders it is asked for (all of them by default), with the
 * files of those folders that `keep` accepts (all of them by default).
 * @param {string} prefix name of the temporary folder
 * @param {{ content?: string[], keep?: (file: string) => boolean }} [options] `keep` receives a path
 *   inside content/, such as `articles/zero-trust-in-aws.mdx`
 * @returns {string} the copy's path
 */
export function projectCopy(prefix, { content = readdirSync(join(ROOT, 'content')), keep = () => true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  for (const entry of PROJECT_FILES) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  linkPackages(dir);
  for (const folder of content) {
    cpSync(join(ROOT, 'content', folder), join(dir, 'content', folder), {
      recursive: true,
      filter: (source) => relative(join(ROOT, 'content'), source) === folder || keep(relative(join(ROOT, 'content'), source)),
    });
  }
  return dir;
}
