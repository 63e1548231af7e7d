import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

/** A server a benchmark started: stop() ends its whole process group and removes its data folder. */
export interface Started {
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Spawns `command` in a process group of its own (so stopping it also stops what tsx or next
 * started under it), then waits until `readyUrl` answers below 500. A server that exits or never
 * comes up is stopped and its folder removed before the error is thrown.
 */
export async function startProcessGroup(
  name: string,
  command: string[],
  env: NodeJS.ProcessEnv,
  dataDir: string,
  readyUrl: string,
  timeoutMs = 180_000,
): Promise<Started> {
  const child = spawn(command[0]!, command.slice(1), { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
      if (Date.now() > until) throw new Error(`${readyUrl} did not come up within ${timeoutMs / 1000} s`);
      const status = await fetch(readyUrl, { redirect: 'manual' }).then(
        (r) => r.status,
        () => 599, // not up yet
      );
      if (status < 500) return { child, stop };
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    await stop();
    throw err;
  }
}
