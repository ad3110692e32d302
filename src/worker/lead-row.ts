/** A lead as the `leads` table of migrations/ holds it: plain data, read by the Worker and by the tests alike. */
import type { Lead } from '../lib/lead.ts';

/** A stored lead, as the table names its columns. */
export interface LeadRow {
  id: string;
  received_at: string;
  form: Lead['form'];
  first_name: string | null;
  last_name: string | null;
  email: string;
  company: string | null;
  project: string | null;
  message: string | null;
  notified_at: string | null;
  notify_attempts: number;
  notify_error: string | null;
}
