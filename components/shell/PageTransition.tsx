'use client';
import type { ReactNode } from 'react';

/** Placeholder until the shell chrome lands (issue 3). */
export function PageTransition({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
