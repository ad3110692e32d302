/** The `leads` table (migrations/): what the collector and its scheduled job ask of Cloudflare D1. */
import type { Lead } from '../lib/lead.ts';
import type { LeadRow } from './lead-row.ts';

export type { LeadRow };

/**
 * Stores `lead` and resolves once the row is committed: with the new row as stored, or undefined
 * when a row with its id is already there (a retry of a submission that arrived before), which is
 * left as it was.
 */
export async function insertLead(db: D1Database, lead: Lead, receivedAt: string): Promise<LeadRow | undefined> {
  const { results } = await db
    .prepare(
      `INSERT INTO leads (id, received_at, form, first_name, last_name, email, company, project, message)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING *`,
    )
    .bind(lead.id, receivedAt, lead.form, lead.firstName, lead.lastName, lead.email, lead.company, lead.project, lead.message)
    .run<LeadRow>();
  return results[0];
}

export async function markNotified(db: D1Database, id: string, at: string): Promise<void> {
  await db.prepare('UPDATE leads SET notified_at = ?, notify_attempts = notify_attempts + 1, notify_error = NULL WHERE id = ?').bind(at, id).run();
}

export async function markUndelivered(db: D1Database, id: string, error: string): Promise<void> {
  await db.prepare('UPDATE leads SET notify_attempts = notify_attempts + 1, notify_error = ? WHERE id = ?').bind(error.slice(0, 500), id).run();
}

/**
 * Leads the sales mailbox has not been told of, oldest first: those whose sending failed, and those
 * that arrived before `settledBefore` and were never tried (their first attempt may still be running).
 */
export async function undeliveredLeads(db: D1Database, settledBefore: string, limit: number): Promise<LeadRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM leads WHERE notified_at IS NULL AND (notify_attempts > 0 OR received_at < ?) ORDER BY received_at LIMIT ?')
    .bind(settledBefore, limit)
    .all<LeadRow>();
  return results;
}

/** Deletes every lead received before `before`; resolves with how many went. */
export async function deleteLeadsBefore(db: D1Database, before: string): Promise<number> {
  const { meta } = await db.prepare('DELETE FROM leads WHERE received_at < ?').bind(before).run();
  return meta.changes;
}
