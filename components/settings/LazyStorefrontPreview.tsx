'use client';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import dynamic from 'next/dynamic';

/** The preview loads after the form: it is not needed for the first paint. */
export const LazyStorefrontPreview = dynamic(() => import('./StorefrontPreview').then((m) => m.StorefrontPreview), {
  ssr: false,
  loading: () => <PlainSkeleton variant="rounded" height={360} />,
});
