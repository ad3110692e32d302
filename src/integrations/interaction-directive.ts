import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrates an island on the visitor's first interaction with it (a touch,
 * a click, a key press or focus), never at page load. The island's server-rendered markup must
 * already work on that first interaction; the script arrives to add what needs it.
 */
const EVENTS = ['pointerdown', 'pointerover', 'keydown', 'focusin'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  const hydrate = async () => {
    for (const type of EVENTS) el.removeEventListener(type, hydrate);
    const run = await load();
    await run();
  };
  // Already used: the island runtime arrived because of that interaction (defer-island-runtime.ts).
  if ('touched' in el.dataset) {
    void hydrate();
    return;
  }
  for (const type of EVENTS) el.addEventListener(type, hydrate, { passive: true });
};

export default interaction;
