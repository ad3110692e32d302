/**
 * WebKit: WebKitGTK (the Safari engine family), driven by selenium-webdriver through Debian's
 * WebKitWebDriver (webkit2gtk-driver), which starts under xvfb-run and launches webkit-window.py: a
 * window holding only the web view, so it can be 390 px wide. The engine's console messages come
 * from the log that window writes (CSP violations included: WebKit logs each as an error).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import type { EnginePage } from './engine.ts';
import { isDrawn } from '../e2e/drawn.ts';

const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The window is a PyGObject script: Debian's python3 has the bindings (python3-gi, gir1.2-webkit2-4.1). */
const PYTHON = '/usr/bin/python3';
const WINDOW = join(import.meta.dirname, 'webkit-window.py');
/** Lines the engine writes for console errors: `CONSOLE SECURITY ERROR …`, `CONSOLE JS ERROR …`, `…: CONSOLE ERROR …`. */
const ERROR_LINE = /CONSOLE (?:\w+ )?ERROR\b/;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function startDriver(): Promise<{ url: string; process: ChildProcess }> {
  for (const [path, apt] of [
    [DRIVER, 'webkit2gtk-driver'],
    ['/usr/bin/xvfb-run', 'xvfb'],
    [PYTHON, 'python3-gi gir1.2-webkit2-4.1'],
  ] as const)
    if (!existsSync(path)) throw new Error(`${path} is missing for the WebKit tests (Debian: apt-get install -y ${apt}).`);
  const port = await freePort();
  // Its own process group, so closing stops xvfb-run, Xvfb, the driver and the window together.
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24', DRIVER, `--port=${port}`, '--host=127.0.0.1'], { detached: true, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = await fetch(`${url}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { url, process: child };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`WebKitWebDriver did not start on port ${port}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function openWebKit(baseURL: string): Promise<EnginePage> {
  const { url, process: driverProcess } = await startDriver();
  const folder = mkdtempSync(join(tmpdir(), 'webkit-console-'));
  const log = join(folder, 'console.log');
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        // The name the window reports (webkit-window.py); WebKitWebDriver matches it.
        browserName: 'webkit-window',
        'webkitgtk:browserOptions': { binary: PYTHON, args: [WINDOW, '--console-log', log] },
      })
      .build();
  } catch (error) {
    process.kill(-driverProcess.pid!, 'SIGTERM');
    throw error;
  }
  let read = 0;
  const find = (selector: string) => driver.findElement(By.css(selector));
  return {
    engine: 'webkit',
    goto: async (path) => {
      await driver.get(new URL(path, baseURL).href);
      await driver.wait(() => driver.executeScript(`return (${isDrawn})();`), 10_000, `${path} is drawn whole`);
    },
    evaluate: (body) => driver.executeScript(body),
    click: async (selector) => {
      await (await find(selector)).click();
    },
    type: async (selector, text) => {
      const field = await find(selector);
      await field.clear();
      await field.sendKeys(text);
    },
    press: async (key) => {
      const actions = driver.actions();
      if (key === 'Shift+Tab') await actions.keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform();
      else await actions.sendKeys(key === 'Tab' ? Key.TAB : Key.ESCAPE).perform();
    },
    back: () => driver.navigate().back(),
    resize: async (width, height) => {
      // The window holds only the view, so its size is the viewport's. WebKitGTK applies it a moment
      // later: a navigation started before then has its view transition skipped, an error logged.
      await driver.manage().window().setRect({ width, height });
      await driver.wait(async () => (await driver.executeScript('return innerWidth;')) === width, 10_000, `the viewport is ${width} px wide`);
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    problems: async () => {
      if (!existsSync(log)) return [];
      const text = readFileSync(log, 'utf8');
      const fresh = text.slice(read);
      read = text.length;
      return fresh.split('\n').filter((line) => ERROR_LINE.test(line));
    },
    close: async () => {
      await driver.quit().catch(() => {});
      try {
        process.kill(-driverProcess.pid!, 'SIGTERM');
      } catch {}
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
