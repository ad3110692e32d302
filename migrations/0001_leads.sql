-- The leads the contact and newsletter forms send (src/worker/collect.ts). One row per submission:
-- `id` is the id the form sends with every retry of the same message, so a retry is stored once.
-- Only the form's own fields are kept, no address or browser data; their limits are checked by the
-- Worker against src/config/forms.ts, the one schema the form itself follows. `notified_at` stays NULL until
-- the sales mailbox has been told; the scheduled job (src/worker/schedule.ts) retries those rows and
-- deletes rows older than the retention the privacy policy states.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  form TEXT NOT NULL CHECK (form IN ('contact', 'newsletter')),
  first_name TEXT,
  last_name TEXT,
  email TEXT NOT NULL,
  company TEXT,
  project TEXT,
  message TEXT,
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_error TEXT
);

CREATE INDEX leads_undelivered ON leads (received_at) WHERE notified_at IS NULL;
CREATE INDEX leads_received_at ON leads (received_at);
