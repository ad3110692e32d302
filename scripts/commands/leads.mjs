// `npm run leads`: the leads the site's Worker stored in Cloudflare D1, newest first, read through
// wrangler (`wrangler d1 execute`): from the local database of `npm start`, or from the deployed one.
//
//   npm run leads                          a table of the local leads
//   npm run leads -- --csv > leads.csv     every column as CSV (RFC 4180), for a spreadsheet
//   npm run leads -- --remote              the deployed database (signed in to wrangler, or
//                                          CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID set)
//   npm run leads -- --undelivered         only those the sales mailbox has not been told of yet
//   RUNTIME_STATE                          the local state folder (.wrangler/state, npm start's)
//
// What a visitor typed reaches the terminal as text only: every control or format character (escape
// sequences that retitle the window, write the clipboard or clear the screen; bidirectional
// overrides) is printed as its \u escape, in the table and in the CSV alike.
import { resolve } from 'node:path';
import { DATABASE, LOCAL_STATE, ROOT, wrangler } from '../runtime/cdn-runtime.mjs';

/** The columns of migrations/, in the order a reader wants them. */
export const LEAD_COLUMNS = [
  'received_at',
  'form',
  'first_name',
  'last_name',
  'email',
  'company',
  'project',
  'message',
  'notified_at',
  'notify_attempts',
  'notify_error',
  'id',
];

/** The SQL that reads the stored leads, newest first: `npm run leads` and the browser tests' direct read. */
export const leadsQuery = (undelivered = false) =>
  `SELECT ${LEAD_COLUMNS.join(', ')} FROM leads${undelivered ? ' WHERE notified_at IS NULL' : ''} ORDER BY received_at DESC`;

/**
 * The stored leads, newest first.
 * @param {{ remote?: boolean, state?: string, undelivered?: boolean }} [options]
 * @returns {Promise<Record<string, string | number | null>[]>}
 */
export async function readLeads({ remote = false, state = LOCAL_STATE, undelivered = false } = {}) {
  const target = remote ? ['--remote'] : ['--local', '--persist-to', resolve(ROOT, state)];
  const stdout = await wrangler(['d1', 'execute', DATABASE, ...target, '--json', '--command', leadsQuery(undelivered)]);
  return JSON.parse(stdout)[0].results;
}

/**
 * `text` safe to print: each control and format character (C0, DEL, C1, bidirectional and other
 * invisible formatting, line and paragraph separators) as a visible `\u` escape; `keep` names the
 * characters a format carries itself (a CSV field's line breaks).
 * @param {string} text
 * @param {string} [keep]
 */
export function printable(text, keep = '') {
  return text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (char) => (keep.includes(char) ? char : `\\u${char.codePointAt(0).toString(16).padStart(4, '0')}`));
}

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ cannot become a spreadsheet formula. */
function csvField(value) {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  text = printable(text, '\n');
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const known = ['--remote', '--csv', '--undelivered'];
  const unknown = args.filter((arg) => !known.includes(arg));
  if (unknown.length) {
    console.error(`[leads] unknown option ${unknown.join(' ')}; use ${known.join(', ')}`);
    process.exit(2);
  }
  let leads;
  try {
    leads = await readLeads({ remote: args.includes('--remote'), undelivered: args.includes('--undelivered') });
  } catch (error) {
    const said = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() || error.message;
    console.error(`[leads] wrangler could not read the ${args.includes('--remote') ? 'deployed' : 'local'} database:\n${said}`);
    if (!args.includes('--remote')) console.error('[leads] run npm start once: it creates the local database and applies migrations/.');
    process.exit(1);
  }
  if (args.includes('--csv')) {
    process.stdout.write(
      `${[LEAD_COLUMNS, ...leads.map((lead) => LEAD_COLUMNS.map((column) => lead[column]))].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`,
    );
  } else if (leads.length === 0) {
    console.log('No leads stored yet.');
  } else {
    const cell = (value) => printable(String(value ?? '').replace(/[\t\n\r ]+/g, ' '));
    const shown = leads.map((lead) => ({
      received: cell(lead.received_at),
      form: cell(lead.form),
      name: cell([lead.first_name, lead.last_name].filter(Boolean).join(' ')),
      email: cell(lead.email),
      company: cell(lead.company),
      message: cell(lead.message).slice(0, 60),
      mailbox: lead.notified_at ? 'told' : `not yet (${lead.notify_attempts} tries)`,
    }));
    console.table(shown);
    console.log(`${leads.length} lead(s); npm run leads -- --csv for every column.`);
  }
}
