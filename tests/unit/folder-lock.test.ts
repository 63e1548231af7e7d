/**
 * @jest-environment node
 */
/** server/db/lock.ts: a second process is refused the folder, a dead or zombie owner is not. */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireFolderLock, folderLockOwner, FolderLocked } from '@/server/db/lock';

const root = mkdtempSync(path.join(os.tmpdir(), 'mp-lock-'));
const dataDir = path.join(root, 'pglite');
const lockFile = `${dataDir}.lock`;
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('a live other process keeps the folder, with its pid in the message', async () => {
  const other = spawn('sleep', ['30']);
  try {
    writeFileSync(lockFile, String(other.pid));
    expect(folderLockOwner(dataDir)).toBe(other.pid);
    expect(() => acquireFolderLock(dataDir)).toThrow(FolderLocked);
    expect(() => acquireFolderLock(dataDir)).toThrow(`in use by process ${other.pid}`);
  } finally {
    other.kill();
  }
});

test('the lock of a process that has exited is taken over', () => {
  const pid = Number(execFileSync('sh', ['-c', 'sleep 0 & echo $!; wait']).toString().trim());
  writeFileSync(lockFile, String(pid));
  const release = acquireFolderLock(dataDir);
  expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
  release();
});

// Only Linux shows a zombie's state; that is where containers without a reaping PID 1 run.
const linuxOnly = process.platform === 'linux' ? test : test.skip;

linuxOnly('the lock of a zombie (exited, never reaped) is taken over', async () => {
  // The shell starts `sleep 0` then becomes `sleep 5`, which never reaps it: a real zombie.
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 5']);
  try {
    const zombie = Number(
      await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))),
    );
    const state = () => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0];
    for (let i = 0; i < 200 && state() !== 'Z'; i++) await new Promise((r) => setTimeout(r, 25));
    expect(state()).toBe('Z');
    // It still answers kill(pid, 0): only its state tells it is gone.
    expect(() => process.kill(zombie, 0)).not.toThrow();
    writeFileSync(lockFile, String(zombie));
    expect(folderLockOwner(dataDir)).toBeNull();
    const release = acquireFolderLock(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  } finally {
    parent.kill();
  }
});
