'use client';
import dynamic from 'next/dynamic';

/**
 * The standalone /500 screen, loaded only when something fails: the error boundaries that show
 * it (app/error.tsx, app/global-error.tsx) are part of every page's first load.
 */
export const LazyServerError = dynamic(() => import('./StandaloneServerError').then((m) => m.StandaloneServerError));
