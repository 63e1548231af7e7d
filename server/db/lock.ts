import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process and happily opens a folder another process already holds, which
 * corrupts it. This pid file next to the folder makes a second process (a second `npm start`,
 * `npm run db:reset` while the app runs) refuse with a clear message instead.
 */
export class FolderLocked extends Error {}

const lockPath = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

/**
 * A process that has exited but was never reaped (a zombie) still answers kill(pid, 0). That
 * happens in containers whose PID 1 does not reap orphans: the e2e run's first server, killed
 * by Playwright, stayed a zombie and kept the second run's server off its own data folder. It
 * holds no files, so it does not hold the folder either. Linux only; elsewhere nothing to read.
 */
function exited(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) S …": the name may hold spaces and parentheses, the state follows the last ")".
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !exited(pid);
}

/** The pid of another live process holding the folder, or null. */
export function folderLockOwner(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockPath(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock (re-entrant within this process; a dead owner's lock is taken over). */
export function acquireFolderLock(dataDir: string): () => void {
  const owner = folderLockOwner(dataDir);
  if (owner) {
    throw new FolderLocked(
      `The database folder ${path.resolve(dataDir)} is in use by process ${owner}. ` +
        'Stop that process (the app, `npm run api`) first, or set DATABASE_URL to use PostgreSQL.',
    );
  }
  const file = lockPath(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'w');
  writeSync(fd, String(process.pid));
  closeSync(fd);
  const release = () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', release);
  return release;
}
