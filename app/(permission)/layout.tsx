import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PortalProviders } from '@/components/providers/PortalProviders';
import { CenteredFrame } from '@/components/ui/CenteredFrame';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';

/** Signed in, but not yet allowed in the portal (no business): a quiet page with one way on. */
export default async function PermissionLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <PortalProviders>
      <CenteredFrame productName={t('productName')} tone="dark">
        {children}
        <LanguageSwitch />
      </CenteredFrame>
    </PortalProviders>
  );
}
