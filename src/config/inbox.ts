/** The local form inbox (scripts/form-inbox.ts) that stands in for the form service in development and tests. */
export const LOCAL_INBOX_PORT = 4322;
export const LOCAL_INBOX_URL = `http://localhost:${LOCAL_INBOX_PORT}/submit`;
