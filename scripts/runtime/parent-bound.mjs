// Preloaded into every process of a wrangler command (NODE_OPTIONS, scripts/runtime/cdn-runtime.mjs): the
// `wrangler` launcher runs its program as a second Node process that nothing binds to ours, so each
// ends itself once it is handed to another parent, its starter gone (its workerd follows through the
// parent-death signal of scripts/runtime/workerd-guard.sh). Re-parenting alone decides: the program closes
// its channel to the launcher itself when it is done.
import { stopWithParent } from './process-guards.mjs';

stopWithParent(() => process.exit(1));
