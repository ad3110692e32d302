#!/bin/sh
# esbuild's service, bound to the process that starts it (wrangler), as workerd-guard.sh binds
# workerd: a wrangler killed outright could leave it running, orphaned and polling for good. wrangler
# runs this in place of the esbuild binary (ESBUILD_BINARY_PATH, set by scripts/runtime/cdn-runtime.mjs).
exec setpriv --pdeathsig KILL -- "$ESBUILD_BINARY" "$@"
