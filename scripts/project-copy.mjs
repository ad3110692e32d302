// A throwaway copy of the project in a temporary folder, sharing node_modules: the schema-failure
// tests break one file in it, and the benchmark fills it with generated articles.
import { cpSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const PROJECT_FILES = ['src', 'public', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json'];

/**
 * Copies the project and the content folders it is asked for (all of them by default).
 * @param {string} prefix name of the temporary folder
 * @param {{ content?: string[] }} [options]
 * @returns {string} the copy's path
 */
export function projectCopy(prefix, { content = readdirSync(join(ROOT, 'content')) } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  for (const entry of PROJECT_FILES) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  for (const folder of content) cpSync(join(ROOT, 'content', folder), join(dir, 'content', folder), { recursive: true });
  return dir;
}
