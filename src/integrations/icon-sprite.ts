import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { iconSprite, usedIcons } from '../build/icon-sprite.ts';
import { ICON_SPRITE_PATH } from '../lib/paths.ts';
import { htmlFiles } from '../../scripts/built-pages.mjs';

/** Trims the built /icons.svg to the symbols the built pages use. */
export function trimIconSprite(): AstroIntegration {
  return {
    name: 'basalt:icon-sprite',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const names = new Set<string>();
        for (const file of htmlFiles(root)) for (const name of usedIcons(await readFile(file, 'utf8'), ICON_SPRITE_PATH)) names.add(name);
        await writeFile(join(root, ICON_SPRITE_PATH), await iconSprite(names));
        logger.info(`icon sprite: ${names.size} symbols`);
      },
    },
  };
}
