/** The local form inbox (scripts/form-inbox.ts) that stands in for the form service in development and tests. */
export const LOCAL_INBOX_PORT = 4322;
export const LOCAL_INBOX_URL = `http://localhost:${LOCAL_INBOX_PORT}/submit`;

/** Where forms post: the configured form service, or the local inbox when none is configured. */
export function formEndpoint(configured: string | undefined): { url: string; local: boolean } {
  return configured ? { url: configured, local: false } : { url: LOCAL_INBOX_URL, local: true };
}
