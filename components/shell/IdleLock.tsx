'use client';

/** Placeholder until the shell chrome lands (issue 3). */
export function IdleLock(_props: { timeoutMs: number }) {
  return null;
}
