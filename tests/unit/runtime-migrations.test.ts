/**
 * `npm start` skips the D1 migrations when its local database already holds them. What it compares
 * is the digest of migrations/, so a new, renamed or edited migration is applied on the next start.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDigest } from '../../scripts/cdn-runtime.mjs';

const dir = mkdtempSync(join(tmpdir(), 'basalt-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the digest of the migrations a local database holds', () => {
  it('changes with every migration added, renamed or edited, and with nothing else', () => {
    writeFileSync(join(dir, '0001_leads.sql'), 'CREATE TABLE leads (id TEXT PRIMARY KEY);\n');
    const first = migrationsDigest(dir);
    expect(migrationsDigest(dir)).toBe(first);

    writeFileSync(join(dir, '0002_index.sql'), 'CREATE INDEX leads_id ON leads (id);\n');
    const added = migrationsDigest(dir);
    expect(added).not.toBe(first);

    renameSync(join(dir, '0002_index.sql'), join(dir, '0002_leads_index.sql'));
    const renamed = migrationsDigest(dir);
    expect(renamed).not.toBe(added);

    writeFileSync(join(dir, '0002_leads_index.sql'), 'CREATE INDEX leads_by_id ON leads (id);\n');
    expect(migrationsDigest(dir)).not.toBe(renamed);
  });
});
