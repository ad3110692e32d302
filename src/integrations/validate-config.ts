import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isIconName } from '../schemas/icon-names.ts';

/** Every module of src/config, by file name (tests/integration/build-config.test.ts checks none is missing). */
const CONFIG_DIR = new URL('../config/', import.meta.url);
export const CONFIG_MODULES: Readonly<Record<string, Record<string, unknown>>> = Object.fromEntries(
  await Promise.all(
    readdirSync(CONFIG_DIR)
      .filter((file) => file.endsWith('.ts'))
      .map(async (file) => [file, await import(new URL(file, CONFIG_DIR).href)]),
  ),
);

/** Every `icon` field anywhere in a value, with the path to it. */
function* iconFields(value: unknown, path: string): Generator<[string, unknown]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* iconFields(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'icon') yield [`${path}.${key}`, child];
      else yield* iconFields(child, `${path}.${key}`);
    }
  }
}

/** The problems with icon names in configuration modules, as "file: path: message" lines. */
export function configIconProblems(modules: Readonly<Record<string, Record<string, unknown>>> = CONFIG_MODULES): string[] {
  const problems: string[] = [];
  for (const [file, module] of Object.entries(modules)) {
    for (const [exported, value] of Object.entries(module)) {
      for (const [path, icon] of iconFields(value, exported)) {
        if (typeof icon !== 'string' || !isIconName(icon))
          problems.push(`src/config/${file}: ${path} "${String(icon)}" is not a lucide icon name (use the PascalCase export name, for example ShieldCheck)`);
      }
    }
  }
  return problems;
}

/**
 * Every symbolic link under `dir` that leads outside `root`, as "link → target" lines. The build
 * copies what a link in public/ points to into dist/, so a link to /etc/passwd would publish it.
 */
function linksOutside(dir: string, root: string): string[] {
  const inside = (path: string) => path === root || path.startsWith(root + sep);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((name) => {
    const path = join(dir, name);
    if (!lstatSync(path).isSymbolicLink()) return [];
    let target: string;
    try {
      target = realpathSync(path);
    } catch {
      return [`${relative(root, path)} → a path that does not exist`];
    }
    return inside(target) ? [] : [`${relative(root, path)} → ${target}`];
  });
}

/**
 * Checked before anything renders: icon names written in configuration (a typo would draw an empty
 * <svg>; frontmatter icons are checked by the content schemas), and links in the folders the build
 * publishes or reads that lead outside the project.
 */
export function validateConfig(): AstroIntegration {
  return {
    name: 'basalt:validate-config',
    hooks: {
      'astro:config:setup': ({ config }) => {
        const problems = configIconProblems();
        if (problems.length) throw new Error(`Configuration names icons that do not exist:\n${problems.join('\n')}`);
        const root = realpathSync(fileURLToPath(config.root));
        const links = [fileURLToPath(config.publicDir), join(root, 'content')].flatMap((dir) => linksOutside(dir, root));
        if (links.length) throw new Error(`These links lead outside the project, and the build would publish or read what they point to:\n${links.join('\n')}`);
      },
    },
  };
}
