import type { ReactNode } from 'react';
import { PortalProviders } from '@/components/providers/PortalProviders';

/**
 * The auth screens built from MUI forms (e-mail confirmation, lock screen). Sign-in, sign-up and the
 * password recovery and reset pages are plain HTML and sit outside this group, without the providers.
 */
export default function AuthFormsLayout({ children }: { children: ReactNode }) {
  return <PortalProviders>{children}</PortalProviders>;
}
