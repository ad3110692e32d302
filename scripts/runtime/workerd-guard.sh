#!/bin/sh
# workerd, bound to the process that starts it (wrangler): when that process dies, however it dies,
# the kernel kills workerd too, so no runtime outlives npm start holding its port. wrangler runs this
# in place of the workerd binary (MINIFLARE_WORKERD_PATH, set by scripts/runtime/cdn-runtime.mjs); `exec`
# keeps one process, and the parent-death signal survives it.
exec setpriv --pdeathsig KILL -- "$WORKERD_BINARY" "$@"
