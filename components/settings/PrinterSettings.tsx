'use client';
import { useQuery } from '@tanstack/react-query';
import { QueryLoadError } from '@/components/ui/ListStates';
import { userQuery } from '@/lib/api/account';
import { settingsQuery, useSaveSettings } from '@/lib/api/settings';
import { settingFields } from '@/lib/contract/settings-field-lists';
import type { SettingsReply } from '@/lib/contract/settings-online-order';
import { isRouteAllowed, menuContextOf } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { SettingsForm } from './SettingsForm';

// The PUT body's schema (and zod) load with the form's first check, not with the page.
const loadSchema = () => import('@/lib/contract/settings-online-order').then((m) => m.settingsRequest);

const PRINTER_GROUP = ['order_printer'] as const;

/**
 * /settings/pos's order printer: the `order_printer` group of the online-order settings (copies,
 * when scheduled orders print, tone, printer name), saved with PUT setting. Shown to members who
 * may change those settings; the POS page itself only needs `integrations`.
 */
export function PrinterSettings() {
  const account = useQuery(userQuery());
  const allowed = !!account.data && isRouteAllowed(paths.onlineOrderSettings, menuContextOf(account.data));
  const query = useQuery({ ...settingsQuery(), enabled: allowed });
  const save = useSaveSettings();
  if (!allowed) return null;
  return (
    <>
      <QueryLoadError queries={[query]} />
      <SettingsForm
        kind="order"
        fields={settingFields}
        only={PRINTER_GROUP}
        loadSchema={loadSchema}
        settings={query.data?.setting}
        saving={save.isPending}
        onSave={(body, callbacks) => save.mutate(body, callbacks)}
        fromReply={(reply) => (reply as SettingsReply).setting}
      />
    </>
  );
}
