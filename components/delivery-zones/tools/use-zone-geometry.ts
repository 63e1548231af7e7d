'use client';
import { useEffect, useState } from 'react';

type Geometry = typeof import('@/lib/contract/zone-geometry');

/**
 * The geometry helpers (turf) once loaded: the tools need them only after the page shows, so
 * they stay out of the route's first-load JS. null until then.
 */
export function useZoneGeometry(): Geometry | null {
  const [geometry, setGeometry] = useState<Geometry | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/contract/zone-geometry').then((m) => live && setGeometry(m));
    return () => {
      live = false;
    };
  }, []);
  return geometry;
}
