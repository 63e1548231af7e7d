'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { LazyFlatLeaveDialog } from '@/components/ui/LazyLeaveDialog';
import { LightColorField } from '@/components/ui/form/light/LightColorField';
import { LightNativeSelect } from '@/components/ui/form/light/LightNativeSelect';
import { LightTextField } from '@/components/ui/form/light/LightTextField';
import { useLightValues } from '@/components/ui/form/light/use-light-form';
import { PageForm } from '@/components/ui/form/PageForm';
import { usePageForm } from '@/components/ui/form/use-page-form';
import { ListSkeleton, QueryLoadError } from '@/components/ui/ListStates';
import { useLeaveGuard } from '@/components/ui/use-leave-guard';
import { useSaveWebsiteWidget, websiteWidgetQuery } from '@/lib/api/website-widget';
import { WIDGET_TEXT_MAX, widgetIcons, widgetLayouts, widgetPlacements } from '@/lib/contract/plain/website-widget';
import column from '@/components/ui/page-column.module.css';
import { ChoiceField } from './ChoiceField';
import { EmbedCode } from './EmbedCode';
import { WIDGET_FIELDS, widgetResolver, widgetValues } from './schema';
import { WidgetPreview } from './WidgetPreview';
import panel from '@/components/ui/plain-panel.module.css';
import styles from './website-widget.module.css';

/**
 * /settings/website-widget: the location's "Order online" button for the merchant's own website,
 * its form beside a live preview, then the line to paste. Saving ticks Website Widget (SPEC §4);
 * leaving with unsaved changes asks first.
 */
export function WebsiteWidgetSettings() {
  const t = useTranslations('websiteWidget');
  const widget = useQuery(websiteWidgetQuery());
  const loaded = widget.data?.website_widget;
  const { form, isDirty, discard, frame } = usePageForm({
    resolver: widgetResolver,
    loaded,
    toValues: widgetValues,
    fields: WIDGET_FIELDS,
    save: useSaveWebsiteWidget(),
    toRequest: (body) => body,
    savedOf: (reply) => reply.website_widget,
  });
  // Leaving drops the changes: a location switch must not carry them to the next location's widget.
  const guard = useLeaveGuard(isDirty, discard);

  const values = useLightValues(form);
  const textLength = values.text?.length ?? 0;

  return (
    <div className={column.sections}>
      <QueryLoadError queries={[widget]} />
      {!loaded && widget.status === 'pending' && <ListSkeleton label={t('loading')} rows={1} rowHeight={420} />}
      {loaded && (
        <div className={styles.columns}>
          <div className={`${panel.outlined} ${styles.panel} ${styles.roomy}`}>
            <PageForm {...frame} label={t('formLabel')} saveLabel={t('save')}>
              <LightColorField
                form={form}
                name="theme_color"
                label={t('themeColor')}
                pickerLabel={t('pickThemeColor')}
                hint={t('colorHint')}
              />
              <LightColorField
                form={form}
                name="text_color"
                label={t('textColor')}
                pickerLabel={t('pickTextColor')}
                hint={t('colorHint')}
              />
              <div className={styles.choices}>
                <ChoiceField
                  form={form}
                  name="placement"
                  label={t('placement')}
                  choices={widgetPlacements.map((p) => ({ value: p, label: t(`placements.${p}`) }))}
                />
                <ChoiceField
                  form={form}
                  name="layout"
                  label={t('layout')}
                  choices={widgetLayouts.map((l) => ({ value: l, label: t(`layouts.${l}`) }))}
                />
              </div>
              <LightTextField
                form={form}
                name="text"
                label={t('text')}
                hint={t('textHint', { count: textLength, max: WIDGET_TEXT_MAX })}
                required
              />
              {/* The browser's own select: MUI's would put its menu and popover on the page's first load. */}
              <LightNativeSelect
                form={form}
                name="icon"
                label={t('icon')}
                options={widgetIcons.map((i) => ({ value: i, label: t(`icons.${i}`) }))}
                fullWidth
              />
            </PageForm>
          </div>
          <div>
            <div className={styles.sticky}>
              <WidgetPreview settings={values} orderUrl={widget.data?.order_url} />
            </div>
          </div>
        </div>
      )}
      <EmbedCode />
      <LazyFlatLeaveDialog guard={guard} namespace="websiteWidget" />
    </div>
  );
}
