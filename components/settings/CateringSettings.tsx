'use client';
import { useQuery } from '@tanstack/react-query';
import { QueryLoadError } from '@/components/ui/ListStates';
import { cateringSettingsQuery, useSaveCateringSettings } from '@/lib/api/settings';
import { cateringSettingsRequest, type CateringSettingsReply } from '@/lib/contract/settings-catering';
import { cateringSettingFields } from '@/lib/contract/settings-field-lists';
import { SettingsForm } from './SettingsForm';

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
        schema={cateringSettingsRequest}
        settings={query.data?.catering_setting}
        saving={save.isPending}
        onSave={(body, callbacks) => save.mutate(body, callbacks)}
        fromReply={(reply) => (reply as CateringSettingsReply).catering_setting}
      />
    </>
  );
}
