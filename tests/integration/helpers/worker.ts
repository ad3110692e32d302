/**
 * The site's Worker inside workerd, D1 included, from vitest: wrangler's test harness (Miniflare
 * under wrangler's own reading of wrangler.jsonc) bundles src/worker/ as `wrangler dev` does and
 * gives it the bindings of wrangler.jsonc, and the D1 migrations of migrations/ are applied as
 * `npm start` applies them. Only the static files differ: a page made here with both forms.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestHarness, experimental_readRawConfig } from 'wrangler';
import { FORM_FIELDS, FORM_PATHS, PROJECT_OPTIONS } from '../../../src/config/forms.ts';
import type { LeadRow } from '../../../src/worker/lead-row.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** wrangler.jsonc as written, read by wrangler's own config reader. */
function configuration(): Record<string, unknown> {
  return experimental_readRawConfig({ config: join(ROOT, 'wrangler.jsonc') }).rawConfig as Record<string, unknown>;
}

/** A page like the built ones: both forms, their fields named by src/config/forms.ts. */
function fixturePage(): string {
  const control = (name: string) =>
    name === 'message'
      ? `<textarea name="${name}"></textarea>`
      : name === 'project'
        ? `<select name="${name}">${PROJECT_OPTIONS.map((option) => `<option value="${option.value}"${option.value ? '' : ' selected'}>${option.label}</option>`).join('')}</select>`
        : `<input name="${name}" type="text">`;
  const form = (kind: keyof typeof FORM_PATHS) => `<form action="${FORM_PATHS[kind]}" method="post">${FORM_FIELDS[kind].map(control).join('')}</form>`;
  return `<!doctype html><html><head><title>Contact</title></head><body><main><h1>Contact</h1>${form('contact')}</main><footer>${form('newsletter')}</footer></body></html>`;
}

export type { LeadRow };

/** D1 as the Worker sees it, for reading rows back and planting old ones. */
interface Database {
  prepare(query: string): { bind(...values: unknown[]): { run(): Promise<unknown>; all<T>(): Promise<{ results: T[] }> }; all<T>(): Promise<{ results: T[] }> };
}

/**
 * Starts the Worker with wrangler.jsonc's settings, `overrides` laid over them (such as an email
 * binding that refuses the sales mailbox), and its database migrated.
 */
export async function startWorker(overrides: Record<string, unknown> = {}) {
  const assets = mkdtempSync(join(tmpdir(), 'worker-assets-'));
  for (const page of ['contact.html', 'index.html', '404.html']) writeFileSync(join(assets, page), fixturePage());
  const config = configuration();
  const settings = (extra: Record<string, unknown>) => ({
    ...config,
    ...extra,
    main: join(ROOT, 'src/worker/index.ts'),
    assets: { ...(config.assets as object), directory: assets },
  });
  const workers = (extra: Record<string, unknown>) => [{ configPath: join(ROOT, 'wrangler.jsonc'), config: settings(extra) }] as never;
  const harness = createTestHarness({ root: ROOT, workers: workers(overrides) });
  const { url } = await harness.listen();
  const worker = harness.getWorker();
  await worker.applyD1Migrations('DB');
  const db = async () => (await worker.getEnv()).DB as Database;
  return {
    origin: url.origin,
    worker,
    /** Restarts the Worker with other overrides; the database and its rows stay. */
    reconfigure: (extra: Record<string, unknown>) => harness.update({ root: ROOT, workers: workers(extra) }),
    rows: async () => (await (await db()).prepare('SELECT * FROM leads ORDER BY received_at').all<LeadRow>()).results,
    sql: async (query: string, ...values: unknown[]) =>
      (await db())
        .prepare(query)
        .bind(...values)
        .run(),
    close: () => harness.close(),
  };
}
