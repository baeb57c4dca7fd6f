/**
 * The service as users run it: `node dist/src/main.js` in a process of its own, on a temporary store, with a key
 * issued by the admin CLI. Benchmarks and the soak measure it from outside, so its RSS and descriptors are its
 * own and no client work shares its event loop.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { makeTempDir } from '../test/helpers/temp-store.js';

const distRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(distRoot, 'src/main.js');
const ADMIN = path.join(distRoot, 'src/admin/cli.js');
const execFileAsync = promisify(execFile);

export interface ServerProcess {
  pid: number;
  url: string;
  dataDir: string;
  /** A key with a balance no run exhausts and no practical rate limit. */
  key: string;
  keyId: string;
  /** Log lines at level error (each 5xx logs its cause there). */
  errorLines: string[];
  /** The last lines of output, for a report when the process dies. */
  tail(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** False once the process has exited, for whatever reason. */
  alive(): boolean;
  /** Resident memory (MB) and open file descriptors of the server process now. */
  sample(): { rssMb: number; fds: number };
  /** The Prometheus exposition text of GET /metrics. */
  metrics(): Promise<string>;
  /** Stops the server (SIGTERM, then SIGKILL after 30 s) and removes its store. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerProcessOptions {
  /** Settings as environment variables, on top of port 0 on loopback. */
  env?: Record<string, string>;
  /** Starting balance of the key, USD. */
  balanceUsd?: string;
}

/** Runs the admin CLI on a store, as an operator would while the server runs; returns its --json output. */
export async function runAdmin(dataDir: string, args: string[]): Promise<unknown> {
  const { stdout } = await execFileAsync(process.execPath, [ADMIN, ...args, '--json'], { env: { ...process.env, DATA_DIR: dataDir } });
  return JSON.parse(stdout) as unknown;
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const temp = makeTempDir('pdfsvc-server-');
  // Issued before the server starts, so no first key is printed or needed.
  const created = (await runAdmin(temp.dir, ['keys', 'create', '--name', 'bench', '--balance', options.balanceUsd ?? '1000000', '--rate-limit', '1000000000'])) as { id: string; key: string };
  // A test runner's variables must not leak into the server (node:test would treat it as a test file).
  const { NODE_TEST_CONTEXT: _ignored, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: temp.dir, LOG_LEVEL: 'info', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const errorLines: string[] = [];
  const recent: string[] = [];
  let pending = '';
  // Both pipes are drained all along: a full pipe would block the server's logging, and so the server.
  const onData = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      if (line.includes('"level":"error"')) errorLines.push(line);
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const tail = () => [...recent, pending].join('\n');

  const url = await new Promise<string>((resolve, reject) => {
    let listening: string | undefined;
    let ready = false;
    const check = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      listening ??= /"msg":"listening","url":"(http:[^"]+)"/.exec(text)?.[1];
      ready ||= text.includes('worker pool ready');
      if (listening && ready) {
        child.stdout!.off('data', check);
        resolve(listening);
      }
    };
    child.stdout!.on('data', check);
    void exited.then(({ code }) => reject(new Error(`server exited before it was ready (${code}):\n${tail()}`)));
    setTimeout(() => reject(new Error(`server not ready after 60 s:\n${tail()}`)), 60_000).unref();
  });

  const pid = child.pid!;
  let stopped = false;
  return {
    pid,
    url,
    dataDir: temp.dir,
    key: created.key,
    keyId: created.id,
    errorLines,
    tail,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    sample() {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}); its last lines:\n${tail()}`);
      }
      return sampleProcess(pid);
    },
    async metrics() {
      try {
        return await (await fetch(`${url}/metrics`)).text();
      } catch (error) {
        throw new Error(`GET /metrics failed (${String(error)}); the server's last lines:\n${tail()}`);
      }
    },
    async stop() {
      if (stopped) return exited;
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
      temp.remove();
      return exited;
    },
  };
}

/** RSS from /proc/PID/status and the count of /proc/PID/fd. */
export function sampleProcess(pid: number): { rssMb: number; fds: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round((rssKb / 1024) * 10) / 10, fds: readdirSync(`/proc/${pid}/fd`).length };
}
