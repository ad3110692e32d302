/**
 * The collector's scheduled job (wrangler.jsonc `triggers.crons`): tells the sales mailbox of every
 * lead it has not heard of yet, and deletes the leads older than the retention the privacy policy
 * states (LEAD_RETENTION_MONTHS).
 */
import { LEAD_RETENTION_MONTHS } from '../config/forms.ts';
import { notifyLead } from './notify.ts';
import { deleteLeadsBefore, undeliveredLeads } from './store.ts';

/** A lead younger than this is left to its first attempt, which may still be running. */
const FIRST_ATTEMPT_MS = 5 * 60_000;
/** At most this many messages per run; the rest wait for the next one. */
const BATCH = 50;

export async function runSchedule(env: Env, now: Date): Promise<{ retried: number; delivered: number; deleted: number }> {
  const pending = await undeliveredLeads(env.DB, new Date(now.getTime() - FIRST_ATTEMPT_MS).toISOString(), BATCH);
  let delivered = 0;
  for (const lead of pending) if (await notifyLead(env, lead)) delivered += 1;
  // Leads are kept `LEAD_RETENTION_MONTHS` calendar months.
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LEAD_RETENTION_MONTHS);
  const deleted = await deleteLeadsBefore(env.DB, cutoff.toISOString());
  if (pending.length || deleted) console.log(`leads: ${delivered} of ${pending.length} undelivered sent; ${deleted} past retention deleted`);
  return { retried: pending.length, delivered, deleted };
}
