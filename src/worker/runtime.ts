/**
 * The parts of the Workers runtime this Worker uses, typed by hand: Cloudflare's own type package
 * describes the whole platform and would replace the DOM types the rest of src/ is checked against.
 * Each binding is declared in wrangler.jsonc under the same name.
 */

interface D1Result<Row> {
  results: Row[];
  meta: { changes: number };
}
interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  run<Row = Record<string, unknown>>(): Promise<D1Result<Row>>;
  all<Row = Record<string, unknown>>(): Promise<D1Result<Row>>;
}
export interface D1Database {
  prepare(query: string): D1PreparedStatement;
}

/** Cloudflare Email Service's message builder (https://developers.cloudflare.com/email-service/api/send-emails/workers-api/). */
export interface EmailMessageBuilder {
  from: string | { email: string; name: string };
  to: string | string[];
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Env {
  /** dist/, served as static assets; the Worker reads a page from it to answer a post without script. */
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** Cloudflare D1: the `leads` table of migrations/. */
  DB: D1Database;
  /** The `send_email` binding that tells the sales mailbox of each lead. */
  EMAIL: { send(message: EmailMessageBuilder): Promise<{ messageId: string }> };
  /** The Workers rate-limiting binding, counted per client address. */
  FORM_RATE_LIMIT: { limit(options: { key: string }): Promise<{ success: boolean }> };
  /** Set by the local runtime only (scripts/cdn-runtime.mjs): the one rate-limit key of every local client. */
  LOCAL_CLIENT_KEY?: string;
}

export interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

export interface ScheduledController {
  scheduledTime: number;
  cron: string;
}

interface HtmlElement {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): HtmlElement;
  removeAttribute(name: string): HtmlElement;
  setInnerContent(content: string, options?: { html: boolean }): HtmlElement;
  prepend(content: string, options?: { html: boolean }): HtmlElement;
}
interface HtmlRewriter {
  on(selector: string, handlers: { element(element: HtmlElement): void }): HtmlRewriter;
  transform(response: Response): Response;
}
declare global {
  /** workerd's streaming HTML rewriter (lol-html): text given to it without `{ html: true }` is escaped. */
  const HTMLRewriter: { new (): HtmlRewriter };
}
