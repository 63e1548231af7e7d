'use client';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { LazyFlatLeaveDialog } from '@/components/ui/LazyLeaveDialog';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { PlainOutlinedField, SearchGlyph } from '@/components/ui/form/PlainOutlinedField';
import type { LightForm } from '@/components/ui/form/light/light-form-store';
import {
  useLightForm,
  useLightFormState,
  useLightValues,
  useLightWatch,
} from '@/components/ui/form/light/use-light-form';
import { useFormFailure, type SendOptions } from '@/components/ui/form/use-form-failure';
import { useServerCopy } from '@/components/ui/form/use-server-copy';
import { settingPath, type SettingField, type SettingGroup } from '@/lib/contract/settings-field-descriptor';
import { LazyStorefrontPreview } from './LazyStorefrontPreview';
import { SaveBar } from './SaveBar';
import { SectionNav, sectionId } from './SectionNav';
import { SettingInput } from './SettingInput';
import panel from '@/components/ui/plain-panel.module.css';
import styles from './settings-form.module.css';
import {
  groupsOf,
  matchingPaths,
  shownFields,
  switchPaths,
  toFormValues,
  valuesAt,
  type FormValues,
} from './setting-fields';
import { settingsResolver, type SchemaLoader } from './settings-resolver';
import { useLeaveGuard } from '@/components/ui/use-leave-guard';

export type SettingsKind = 'order' | 'catering';

interface Props {
  kind: SettingsKind;
  fields: readonly SettingField[];
  /** Loads the contract's PUT body schema: the form checks what the API checks. A module-level function. */
  loadSchema: SchemaLoader;
  /** The server's copy; undefined while it loads. */
  settings: object | undefined;
  saving: boolean;
  /** Sends the body; `done` gets the server's copy from the reply. */
  onSave: (body: FormValues, callbacks: ReturnType<ReturnType<typeof useFormFailure>['sending']>) => void;
  /** The settings inside a save's reply. */
  fromReply: (reply: unknown) => object;
  /**
   * Shows only these groups, without the section list, the search and the preview: a group edited
   * on another page (the order printer on /settings/pos). The form still holds every field, so a
   * save sends the server's copy with that group changed.
   */
  only?: readonly SettingGroup[];
}

/**
 * Every setting of one storefront as sections with an anchor list, a search over the labels in
 * the page's language, switches that show their dependent fields, a Save bar while something is
 * unsaved, a question before leaving with changes, and the storefront preview beside it.
 */
export function SettingsForm({ kind, fields, loadSchema, settings, saving, onSave, fromReply, only }: Props) {
  const t = useTranslations('settingsForm');
  const label = useMemo(() => (f: SettingField) => t(`fields.${f.group}.${f.key}`), [t]);
  const resolver = useMemo(() => settingsResolver(loadSchema, fields), [loadSchema, fields]);
  // The light form, not react-hook-form (14.6 KB on the first load): each field reads its own value.
  const form = useLightForm<FormValues>({ resolver, defaultValues: settings && toFormValues(settings, fields) });
  const failure = useFormFailure(form.setError, fields.map(settingPath));
  // Only the switches decide what shows: typing in a text field does not re-render every field.
  const switches = useMemo(() => switchPaths(fields), [fields]);
  const switchValues = useLightWatch(form, switches);
  const [search, setSearch] = useState('');
  const { isDirty } = useLightFormState(form);
  // Leaving drops the changes: a location switch must not carry them to the next location's form.
  const guard = useLeaveGuard(isDirty, () => settings && form.reset(toFormValues(settings, fields)));

  // Each new server copy fills the form, unless the merchant already typed (not the one it was
  // mounted with: that would wipe text typed before hydration, see useServerCopy).
  useServerCopy(settings, isDirty, (copy) => form.reset(toFormValues(copy, fields)));

  const matches = useMemo(() => matchingPaths(fields, label, search), [fields, label, search]);
  const shown = shownFields(fields, valuesAt(switches, switchValues), matches);
  const groups = groupsOf(fields).filter((g) => !only || only.includes(g));
  const shownGroups = groups.filter((g) => shown.some((f) => f.group === g));

  const onSubmit = form.handleSubmit((body) => {
    // A PUT replaces the whole design: an empty logo link is sent as "no link", as the design tab does.
    const theme = body.theme_appearance as FormValues | undefined;
    if (theme) theme.logo_link_url ??= null;
    const options: SendOptions<unknown> = {
      // The reply is the server's copy: the form shows exactly what is stored.
      onSuccess: (reply) => form.reset(toFormValues(fromReply(reply), fields)),
    };
    onSave(body, failure.sending(options));
  });

  return (
    <div className={only ? `${styles.layout} ${styles.single}` : styles.layout}>
      {!only && (
        <div className={styles.nav}>
          <SectionNav groups={shownGroups} />
        </div>
      )}
      <div>
        <form
          onSubmit={onSubmit}
          // The checks' code loads while the merchant types, not with the page.
          onFocus={resolver.preload}
          noValidate
          aria-busy={saving}
          aria-label={t(`formLabel.${kind}`)}
        >
          {!only && (
            <PlainOutlinedField
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              label={t('search')}
              type="search"
              startIcon={<SearchGlyph />}
              className={styles.search}
            />
          )}
          <FailureAlert message={failure.message} />
          {shownGroups.length === 0 && <p className={styles.noMatch}>{t('noMatch', { search })}</p>}
          <div className={styles.sections}>
            {shownGroups.map((group) => (
              <SettingsSection key={group} group={group}>
                {shown
                  .filter((f) => f.group === group)
                  .map((f) => (
                    <SettingInput key={settingPath(f)} field={f} label={label(f)} form={form} />
                  ))}
              </SettingsSection>
            ))}
          </div>
          {(isDirty || saving) && (
            <SaveBar busy={saving} onDiscard={() => settings && form.reset(toFormValues(settings, fields))} />
          )}
        </form>
      </div>
      {!only && (
        <div>
          <div className={styles.preview}>
            <WatchedPreview kind={kind} form={form} />
          </div>
        </div>
      )}
      <LazyFlatLeaveDialog guard={guard} namespace="settingsForm" />
    </div>
  );
}

/** The preview follows every keystroke; only it re-renders as the merchant types. */
function WatchedPreview({ kind, form }: { kind: SettingsKind; form: LightForm<FormValues> }) {
  const values = useLightValues(form);
  return <LazyStorefrontPreview kind={kind} values={values} />;
}

function SettingsSection({ group, children }: { group: SettingGroup; children: React.ReactNode }) {
  const t = useTranslations('settingsForm.groups');
  const id = sectionId(group);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${panel.outlined} ${styles.section}`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t(group)}
      </h2>
      <div className={styles.fields}>{children}</div>
    </section>
  );
}
