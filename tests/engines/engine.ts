/**
 * What the cross-engine checks ask of a browser, the same in Firefox (firefox.ts) and WebKit
 * (webkit.ts): the few things a visitor does, driven through each engine's own automation.
 */
export type EngineName = 'firefox' | 'webkit';

export interface EnginePage {
  readonly engine: EngineName;
  /** Opens a path of the site and waits for its `load` and until it is drawn whole (e2e/drawn.ts). */
  goto(path: string): Promise<void>;
  /** Runs `body` (a function body: `return …`) in the page and returns what it returns. */
  evaluate<T>(body: string): Promise<T>;
  /** Clicks the first element matching `selector`, as a pointer would. */
  click(selector: string): Promise<void>;
  /** Types `text` into the first element matching `selector`, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key (with Shift held for `Shift+Tab`) where the focus is. */
  press(key: 'Tab' | 'Shift+Tab' | 'Escape'): Promise<void>;
  /** The browser's Back button. */
  back(): Promise<void>;
  /** The viewport's size in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** A PNG of the viewport, for looking at what a check saw. */
  screenshot(): Promise<Buffer>;
  /** Every console error and Content-Security-Policy violation since the last call. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openEngine(engine: EngineName, baseURL: string): Promise<EnginePage> {
  const { openFirefox } = await import('./firefox.ts');
  const { openWebKit } = await import('./webkit.ts');
  return engine === 'firefox' ? openFirefox(baseURL) : openWebKit(baseURL);
}

/** Polls `check` until it returns true, for engines whose drivers have no auto-waiting locators. */
export async function until(page: EnginePage, body: string, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(body).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${page.engine}: timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
