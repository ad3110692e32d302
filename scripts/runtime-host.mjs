// One local runtime: wrangler's programmatic `unstable_startWorker` with wrangler.jsonc's settings,
// serving a built dist/ as static assets and running the site's Worker against a local D1 database.
// scripts/cdn-runtime.mjs starts this file as a process of its own, bound to its parent, so a kill
// of npm start takes it and the workerd it runs with it.
//
//   node scripts/runtime-host.mjs '{"dir":"dist","port":4321,"inspectorPort":9229,"state":".wrangler/state"}'
//
// It prints `Ready on <url>` once the runtime serves, and stops it on SIGTERM, SIGINT or the end of
// its parent.
import { unstable_startWorker } from 'wrangler';
import { stopWithParent } from './process-guards.mjs';

const { dir, port, inspectorPort, state, config, bindings } = JSON.parse(process.argv[2] ?? '{}');

const worker = await unstable_startWorker({
  config,
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
console.log(`Ready on ${await worker.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await worker.dispose().catch(() => {});
  process.exit(0);
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);
stopWithParent(stop);
