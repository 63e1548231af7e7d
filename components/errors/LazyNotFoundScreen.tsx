'use client';
import dynamic from 'next/dynamic';

/**
 * The root not-found boundary's screen in a chunk of its own, still rendered by the server.
 * Every page's RSC payload carries that boundary with the styles of its module graph: imported
 * directly, they were the page's whole merged stylesheet a second time (about 12 KB of each page's
 * gzip, tests/perf/README.md "stop 37"). Loaded on demand, they come as a stylesheet of their
 * own, only on the 404 page.
 */
export const LazyNotFoundScreen = dynamic(() => import('./NotFoundScreen').then((m) => m.NotFoundScreen));
