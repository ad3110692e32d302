/**
 * Helpers for tests that spawn the project's scripts (`npm start`, the runtime): free ports, waiting for a line of output, and clean shutdown.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';

/** The ports handed out so far: the runtimes of one file start side by side, and none may get another's. */
const given = new Set<number>();

/** A TCP port nothing listens on right now (the OS picks it), and not handed out before by this process. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(port));
      });
    });
    if (!given.has(port)) {
      given.add(port);
      return port;
    }
  }
}

export interface Spawned {
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr. */
  output: () => string;
  /** Resolves with the first match of `pattern` in the output (now or later); rejects on exit or timeout. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  /** Resolves with the exit code (or 128 + signal number) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs `node <args>` from the project root with extra environment variables, capturing output. */
export function spawnNode(args: string[], env: Record<string, string | undefined> = {}): Spawned {
  return spawnCommand(process.execPath, args, env);
}

/** Runs any command from the project root (`npm start`, say), capturing output as spawnNode does. */
export function spawnCommand(command: string, args: string[], env: Record<string, string | undefined> = {}): Spawned {
  const child = spawn(command, args, { env: { ...process.env, ...env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      resolve({ code, signal });
      for (const listener of listeners) listener();
    }),
  );
  const waitFor = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = text.match(pattern);
        if (match) return done(() => resolve(match));
        if (child.exitCode !== null || child.signalCode !== null) done(() => reject(new Error(`process exited before printing ${pattern}:\n${text}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`timed out waiting for ${pattern}:\n${text}`))), timeoutMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });
  return { child, output: () => text, waitFor, exited };
}

/** Stops a spawned process and waits until it is gone. */
export async function stop(spawned: Spawned | undefined): Promise<void> {
  if (!spawned || spawned.child.exitCode !== null || spawned.child.signalCode !== null) return;
  spawned.child.kill('SIGTERM');
  const timer = setTimeout(() => spawned.child.kill('SIGKILL'), 3_000);
  await spawned.exited;
  clearTimeout(timer);
}

/** True when a TCP connection to host:port is refused (or fails otherwise) within a second. */
export function connectionRefused(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1_000 });
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('timeout', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(true));
  });
}
