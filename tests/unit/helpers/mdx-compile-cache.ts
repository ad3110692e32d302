// The MDX compile cache set up as a build sets it up (its integration's hooks), in a folder of the test's own.
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { mdxCompileCache } from '../../../src/integrations/mdx-compile-cache.ts';

type Hook = (params: object) => void;

/** One build's cache: its Vite plugin, and `done()`, which ends the build and returns the line it logs. */
export function mdxCacheIn(cacheDir: string, root: string): { plugin: Plugin; done: () => string } {
  const plugins: Plugin[] = [];
  const { hooks } = mdxCompileCache();
  (hooks['astro:config:setup'] as unknown as Hook)({
    config: { cacheDir: pathToFileURL(`${cacheDir}/`), root: pathToFileURL(`${root}/`) },
    updateConfig: (update: { vite: { plugins: Plugin[] } }) => plugins.push(...update.vite.plugins),
  });
  const done = () => {
    let line = '';
    (hooks['astro:build:done'] as unknown as Hook)({ logger: { info: (text: string) => (line = text) } });
    return line;
  };
  return { plugin: plugins[0]!, done };
}
