import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { iconSprite, usedIcons } from '../lib/icon-sprite.ts';
import { ICON_SPRITE_PATH } from '../lib/paths.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [])));
  return nested.flat();
}

/** Trims the built /icons.svg to the symbols the built pages use. */
export function trimIconSprite(): AstroIntegration {
  return {
    name: 'basalt:icon-sprite',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const names = new Set<string>();
        for (const file of await htmlFiles(root)) for (const name of usedIcons(await readFile(file, 'utf8'), ICON_SPRITE_PATH)) names.add(name);
        await writeFile(join(root, ICON_SPRITE_PATH), await iconSprite(names));
        logger.info(`icon sprite: ${names.size} symbols`);
      },
    },
  };
}
