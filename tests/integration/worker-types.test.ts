/**
 * The Worker's types are wrangler's own (`wrangler types`, from wrangler.jsonc and the runtime's
 * compatibility date), checked in as worker-configuration.d.ts: a binding added or renamed, a date
 * moved or wrangler upgraded without `npm run types` fails here.
 */
import { describe, expect, it } from 'vitest';
import { wrangler } from '../../scripts/runtime/cdn-runtime.mjs';

describe('worker-configuration.d.ts', () => {
  it('is what `wrangler types` makes of wrangler.jsonc today', async () => {
    const said = await wrangler(['types', '--check']).catch((error: { stdout?: string; stderr?: string }) => `${error.stdout}${error.stderr}`);
    expect(said, 'run npm run types and commit worker-configuration.d.ts').toMatch(/up to date/);
  }, 180_000);
});
