import type { ReactNode } from 'react';
import { PortalProviders } from '@/components/providers/PortalProviders';

/** The auth screens built from MUI forms (everything but the sign-in page, which is plain HTML). */
export default function AuthFormsLayout({ children }: { children: ReactNode }) {
  return <PortalProviders>{children}</PortalProviders>;
}
