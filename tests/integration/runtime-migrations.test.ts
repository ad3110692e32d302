/**
 * The local database's migrations are its own record: `npm start` asks wrangler to apply them
 * (scripts/runtime/cdn-runtime.mjs), wrangler writes each applied one into the database, and a state
 * folder whose database is gone gets it made again, tables and all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE, applyMigrations, wrangler } from '../../scripts/runtime/cdn-runtime.mjs';

const state = mkdtempSync(join(tmpdir(), 'basalt-migrations-'));
afterAll(() => rmSync(state, { recursive: true, force: true }));

/** The tables of the local database under `state`, read through wrangler. */
async function tables(): Promise<string[]> {
  const stdout = await wrangler([
    'd1',
    'execute',
    DATABASE,
    '--local',
    '--persist-to',
    state,
    '--json',
    '--command',
    "SELECT name FROM sqlite_master WHERE type = 'table'",
  ]);
  return (JSON.parse(stdout)[0].results as { name: string }[]).map((row) => row.name);
}

describe('the local D1 migrations', () => {
  it('are recorded in the database itself, so a deleted database is migrated again', async () => {
    await applyMigrations({ state });
    expect(await wrangler(['d1', 'migrations', 'list', DATABASE, '--local', '--persist-to', state])).toMatch(/No migrations to apply/);

    // Every local database gone, the state folder kept (the persistence root wrangler documents: <state>/v3).
    rmSync(join(state, 'v3'), { recursive: true });
    await applyMigrations({ state });
    expect(await tables()).toEqual(expect.arrayContaining(['leads', 'd1_migrations']));
  });
});
