'use client';
import { useQuery } from '@tanstack/react-query';
import { QueryLoadError } from '@/components/ui/ListStates';
import { cateringSettingsQuery, useSaveCateringSettings } from '@/lib/api/settings';
import type { CateringSettingsReply } from '@/lib/contract/settings-catering';
import { cateringSettingFields } from '@/lib/contract/settings-field-lists';
import { SettingsForm } from './SettingsForm';

// The PUT body's schema (and zod) load with the form's first check, not with the page.
const loadSchema = () => import('@/lib/contract/settings-catering').then((m) => m.cateringSettingsRequest);

/** /settings/catering: catering's own settings and switch (GET/PUT catering-setting). */
export function CateringSettings() {
  const query = useQuery(cateringSettingsQuery());
  const save = useSaveCateringSettings();
  return (
    <>
      <QueryLoadError queries={[query]} />
      <SettingsForm
        kind="catering"
        fields={cateringSettingFields}
        loadSchema={loadSchema}
        settings={query.data?.catering_setting}
        saving={save.isPending}
        onSave={(body, callbacks) => save.mutate(body, callbacks)}
        fromReply={(reply) => (reply as CateringSettingsReply).catering_setting}
      />
    </>
  );
}
