/**
 * A form submission read against the one schema of src/config/forms.ts: what the collector (the
 * site's Worker) stores, or the reason it refuses, worded for the visitor. Pure, unit tested, and
 * safe in the browser and the Worker.
 */
import { FORM_FIELDS, type FormKind, LEAD_FIELDS, type LeadField, PROJECT_OPTIONS, SPAM_TRAP_FIELD, SUBMISSION_ID_FIELD } from '../config/forms.ts';

/** A lead as stored: the visitor's own fields, trimmed, with empty optional ones as null. */
export type Lead = { id: string; form: FormKind } & Record<LeadField, string | null>;

type ReadResult = { ok: true; lead: Lead } | { ok: true; spam: true } | { ok: false; error: string; field?: string };

/** A plain address check: something, one @, a dot in the domain, no spaces (the browser checks more). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A submission id the island makes with crypto.randomUUID(). */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROJECTS = new Set<string>(PROJECT_OPTIONS.map((option) => option.value));

const LABELS: Record<LeadField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  company: 'Company',
  project: 'Service of interest',
  message: 'Message',
};

/**
 * Reads the posted fields of `form`. Only that form's fields are kept; the hidden ones say nothing
 * the collector does not already know. `newId` names a submission that came without an id.
 */
export function readLead(form: FormKind, fields: ReadonlyMap<string, string>, newId: () => string): ReadResult {
  if ((fields.get(SPAM_TRAP_FIELD) ?? '') !== '') return { ok: true, spam: true };
  const sentId = fields.get(SUBMISSION_ID_FIELD)?.trim() ?? '';
  if (sentId && !ID.test(sentId)) return { ok: false, error: 'The submission id is not one this form makes', field: SUBMISSION_ID_FIELD };
  const lead = { id: sentId.toLowerCase() || newId(), form } as Lead;
  for (const name of Object.keys(LEAD_FIELDS) as LeadField[]) lead[name] = null;
  for (const name of FORM_FIELDS[form]) {
    const value = (fields.get(name) ?? '').trim();
    const rule = LEAD_FIELDS[name];
    if (!value) {
      if (rule.required) return { ok: false, error: `${LABELS[name]} is required`, field: name };
      continue;
    }
    if (value.length > rule.maxLength) return { ok: false, error: `${LABELS[name]} is longer than ${rule.maxLength} characters`, field: name };
    lead[name] = value;
  }
  if (lead.email && !EMAIL.test(lead.email)) return { ok: false, error: 'Email address is not valid', field: 'email' };
  if (lead.project && !PROJECTS.has(lead.project)) return { ok: false, error: 'Service of interest is not one of the listed services', field: 'project' };
  return { ok: true, lead };
}
