import type { ClientDirective } from 'astro';
import { INTERACTION_EVENTS as EVENTS, mustHydrateNow } from '../lib/hydrate-now.ts';

/**
 * `client:interaction`: hydrates an island on the visitor's first interaction with it, never at
 * load, so its server markup must work on that interaction. `{{ params, from, until }}`
 * (hydrate-now.ts) hydrates at once when that markup cannot show this visitor's view.
 */
const interaction: ClientDirective = (load, options, el) => {
  const hydrate = async () => {
    for (const type of EVENTS) el.removeEventListener(type, hydrate);
    const run = await load();
    await run();
  };
  // Already used, or stale for this visitor: the island runtime arrived for that reason
  // (src/browser/island-loader.ts).
  if ('touched' in el.dataset || mustHydrateNow(options.value, location.search, Date.now())) {
    void hydrate();
    return;
  }
  for (const type of EVENTS) el.addEventListener(type, hydrate, { passive: true });
};

export default interaction;
