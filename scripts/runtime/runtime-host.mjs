// One local runtime: wrangler's programmatic `unstable_startWorker` with wrangler.jsonc's settings,
// serving a built dist/ as static assets and running the site's Worker against a local D1 database.
// scripts/runtime/cdn-runtime.mjs starts this file as a process of its own, bound to its parent, so a kill
// of npm start takes it and the workerd it runs with it.
//
//   node scripts/runtime/runtime-host.mjs '{"dir":"dist","port":4321,"inspectorPort":9229,"state":".wrangler/state"}'
//
// It prints `[runtime] serving on <url>` once the runtime serves, and stops it on SIGTERM, SIGINT or the end of
// its parent.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { experimental_readRawConfig, unstable_startWorker } from 'wrangler';
import { stopWithParent } from './process-guards.mjs';

const { dir, port, inspectorPort, state, config, home, bindings } = JSON.parse(process.argv[2] ?? '{}');

/**
 * wrangler.jsonc as wrangler reads it, its paths made absolute, written into `home` (a folder of the
 * state, emptied at each start) for the runtime to start from. A runtime keeps its working files,
 * among them a copy of every notification it sends (the full text of a lead), under `.wrangler/` of
 * its configuration's folder: so they stay inside the state folder, not in the repository's.
 */
function localConfig() {
  const { rawConfig } = experimental_readRawConfig({ config });
  const from = (path) => resolve(dirname(config), path);
  const local = {
    ...rawConfig,
    $schema: undefined,
    main: from(rawConfig.main),
    assets: { ...rawConfig.assets, directory: dir },
    d1_databases: rawConfig.d1_databases?.map((database) => ({ ...database, migrations_dir: from(database.migrations_dir ?? 'migrations') })),
  };
  const path = join(home, 'wrangler.json');
  writeFileSync(path, JSON.stringify(local, null, 2));
  return path;
}

const worker = await unstable_startWorker({
  config: localConfig(),
  assets: dir,
  bindings,
  dev: {
    server: { hostname: '127.0.0.1', port },
    inspector: { hostname: '127.0.0.1', port: inspectorPort },
    persist: state,
    // dist/ changes by a whole new build, which npm start notices and restarts on; nothing to watch.
    watch: false,
    liveReload: false,
  },
});
await worker.ready;
console.log(`[runtime] serving on ${await worker.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await worker.dispose().catch(() => {});
  process.exit(0);
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);
stopWithParent(stop);
