// A BuildCache set up as a build sets it up (its integration's hooks), in a folder of the test's own.
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { BuildCache } from '../../../src/cache/store.ts';

type Hook = (params: object) => void;

export function buildCacheIn(cacheDir: string, root: string): { cache: BuildCache; mdxPlugin: Plugin; done: () => string } {
  const cache = new BuildCache();
  const plugins: Plugin[] = [];
  const { hooks } = cache.integration();
  (hooks['astro:config:setup'] as unknown as Hook)({
    config: { cacheDir: pathToFileURL(`${cacheDir}/`), root: pathToFileURL(`${root}/`) },
    updateConfig: (update: { vite: { plugins: Plugin[] } }) => plugins.push(...update.vite.plugins),
  });
  /** Ends the build: removes what it did not use, and returns its log line. */
  const done = () => {
    let line = '';
    (hooks['astro:build:done'] as unknown as Hook)({ logger: { info: (text: string) => (line = text) } });
    return line;
  };
  return { cache, mdxPlugin: plugins[0]!, done };
}
