import type { ReactNode } from 'react';
import surface from '@/components/ui/plain-surface.module.css';
import '@/components/ui/plain-base.css';
import styles from './error-screens.module.css';

/**
 * The auth layout's look for error screens that render outside it (unknown paths, error
 * boundaries): one still background instead of the rotating six, so no client script is needed.
 */
export function ErrorFrame({ productName, children }: { productName: string; children: ReactNode }) {
  return (
    <div className={styles.backdrop}>
      <main className={surface.frame}>
        <p className={surface.productName}>{productName}</p>
        {children}
      </main>
    </div>
  );
}
