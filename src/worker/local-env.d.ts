// The Worker's bindings are typed by `wrangler types` from wrangler.jsonc (worker-configuration.d.ts
// at the repository root, `npm run types`). One more exists only on the local runtime, which sets it
// (scripts/runtime/cdn-runtime.mjs): on Cloudflare it is absent and the edge's client address is used.
interface Env {
  /** The one rate-limit key of every local client, unless the local runtime is told to trust CF-Connecting-IP. */
  LOCAL_CLIENT_KEY?: string;
}
