// A server as a child process, the way an operator runs it: started with a command line and
// environment, ready once it prints its URL. Its output is kept for the assertions.
import { type ChildProcess, spawn } from 'node:child_process';

export interface Spawned {
  child: ChildProcess;
  url: string;
  port: number;
  output(): string;
  stop(): Promise<void>;
}

const START_MS = 60_000;

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Kills the child if it is still running (a test that failed before it stopped its server). */
export function killIfRunning(child: ChildProcess): void {
  if (!exited(child)) child.kill('SIGKILL');
}

export function spawnServer(args: readonly string[], env: NodeJS.ProcessEnv, cwd = process.cwd()): Promise<Spawned> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited(child)) return resolve();
      // 'close', not 'exit': by then the output has been read too.
      child.once('close', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    // A server that never says it is ready is killed: left running, its pipes would keep the
    // test process from ever exiting. Generous, as tsx compiles the server on a loaded machine.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no URL printed within ${START_MS / 1000} s: ${out}`));
    }, START_MS);
    const ready = () => {
      const m = out.match(/Open (http:\/\/\S+:(\d+))\/m\/home/);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off('data', ready);
      resolve({ child, url: m[1]!, port: Number(m[2]), output: () => out, stop });
    };
    child.stdout!.on('data', ready);
    // 'close', not 'exit', here too: a server that refuses to start says why on its way out.
    child.once('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}: ${out}`));
    });
  });
}

/** The environment without this test process's loaders (a production run has no tsx). */
export function plainEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _, ADMIN_TOKEN: __, ...rest } = process.env;
  return { ...rest, ...extra };
}
