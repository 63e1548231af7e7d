'use client';
import { useQuery } from '@tanstack/react-query';
import { QueryLoadError } from '@/components/ui/ListStates';
import { settingsQuery, useSaveSettings } from '@/lib/api/settings';
import { settingFields } from '@/lib/contract/settings-field-lists';
import type { SettingsReply } from '@/lib/contract/settings-online-order';
import { SettingsForm } from './SettingsForm';

// The PUT body's schema (and zod) load with the form's first check, not with the page.
const loadSchema = () => import('@/lib/contract/settings-online-order').then((m) => m.settingsRequest);

/** /settings/online-order: the location's online-order settings (GET/PUT setting). */
export function OnlineOrderSettings() {
  const query = useQuery(settingsQuery());
  const save = useSaveSettings();
  return (
    <>
      <QueryLoadError queries={[query]} />
      <SettingsForm
        kind="order"
        fields={settingFields}
        loadSchema={loadSchema}
        settings={query.data?.setting}
        saving={save.isPending}
        onSave={(body, callbacks) => save.mutate(body, callbacks)}
        fromReply={(reply) => (reply as SettingsReply).setting}
      />
    </>
  );
}
