'use client';
import { InputAdornment, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDrawer } from '@/components/ui/form/FormDrawer';
import { FormSelect } from '@/components/ui/form/FormSelect';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { IdMultiSelect } from '@/components/ui/form/IdMultiSelect';
import { MoneyField } from '@/components/ui/form/MoneyField';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { QueryLoadError } from '@/components/ui/ListStates';
import { categoriesQuery } from '@/lib/api/categories';
import { useSaveCoupon } from '@/lib/api/coupons';
import { couponKinds, couponValidities, type Category, type Coupon } from '@/lib/contract';
import { orderTypes } from '@/lib/contract/plain/orders';
import { CheckboxGroupField } from './CheckboxGroupField';
import { SERVER_FIELDS, couponForm, toFormValues, toRequest } from './schema';
import { WEEK, weekdayName } from './use-coupon-texts';

interface Props {
  /** undefined: a new coupon. */
  coupon: Coupon | undefined;
  onClose: () => void;
}

/** The date and time fields: the browser's own pickers, their label always above the value. */
const shrunk = { inputLabel: { shrink: true } } as const;

/** Every item of the menu for the items picker, grouped under its category. */
const itemOptions = (categories: Category[] | undefined) =>
  categories?.flatMap((c) => c.items.map((i) => ({ _id: i._id, name: i.name, group: c.name })));

/** Create or edit one coupon (SPEC §4: saving closes the drawer and reloads the list). Mounted per opening. */
export function CouponDrawer({ coupon, onClose }: Props) {
  const t = useTranslations('coupons.form');
  const types = useTranslations('orders.type');
  const locale = useLocale();
  const save = useSaveCoupon();
  const menu = useQuery(categoriesQuery());
  const { form, frame } = useSaveForm({
    schema: couponForm,
    defaultValues: toFormValues(coupon, locale),
    serverFields: SERVER_FIELDS,
    id: coupon?._id,
    save,
    toRequest,
  });
  const { control } = form;
  const [kind, validity] = useWatch({ control, name: ['kind', 'validity'] });
  const categories = useMemo(() => menu.data?.categories.map((c) => ({ _id: c._id, name: c.name })), [menu.data]);
  const items = useMemo(() => itemOptions(menu.data?.categories), [menu.data]);

  return (
    <FormDrawer
      {...frame}
      onExited={onClose}
      title={coupon ? t('editTitle', { code: coupon.code }) : t('createTitle')}
      closeLabel={t('close')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={control}
          name="code"
          label={t('code')}
          hint={t('codeHint')}
          required
          autoFocus
          fullWidth
          // Shown in capitals as it is kept; the value stays as typed, so the caret never jumps.
          slotProps={{
            htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 20, style: { textTransform: 'uppercase' } },
          }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelect
            control={control}
            name="kind"
            label={t('kind')}
            required
            fullWidth
            options={couponKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          />
          {kind === 'fixed' ? (
            <MoneyField control={control} name="amount" label={t('amount')} required fullWidth />
          ) : (
            <FormTextField
              control={control}
              name="amount"
              label={t('percent')}
              hint={t('percentHint')}
              required
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          )}
        </Stack>
        <MoneyField
          control={control}
          name="minimum_purchase"
          label={t('minimum')}
          hint={kind === 'fixed' ? t('minimumFixedHint') : t('minimumHint')}
          required={kind === 'fixed'}
          fullWidth
        />
        <FormSelect
          control={control}
          name="validity"
          label={t('validity')}
          required
          fullWidth
          options={couponValidities.map((value) => ({ value, label: t(`validities.${value}`) }))}
        />
        {validity === 'period' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="starts_on"
              label={t('startsOn')}
              type="date"
              required
              fullWidth
              slotProps={shrunk}
            />
            <FormTextField
              control={control}
              name="ends_on"
              label={t('endsOn')}
              type="date"
              required
              fullWidth
              slotProps={shrunk}
            />
          </Stack>
        )}
        {validity === 'recurring' && (
          <>
            <CheckboxGroupField
              control={control}
              name="days"
              legend={t('days')}
              options={WEEK.map((day) => ({ value: day, label: weekdayName(day, locale, 'short') }))}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="from_time"
                label={t('fromTime')}
                type="time"
                required
                fullWidth
                slotProps={shrunk}
              />
              <FormTextField
                control={control}
                name="to_time"
                label={t('toTime')}
                type="time"
                required
                fullWidth
                slotProps={shrunk}
              />
            </Stack>
          </>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="total_uses"
            label={t('totalUses')}
            hint={t('noLimitHint')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <FormTextField
            control={control}
            name="uses_per_customer"
            label={t('usesPerCustomer')}
            hint={t('noLimitHint')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        </Stack>
        <CheckboxGroupField
          control={control}
          name="order_types"
          legend={t('orderTypes')}
          options={orderTypes.map((value) => ({ value, label: types(value) }))}
        />
        <QueryLoadError queries={[menu]} lead={t('menuFailed')} />
        <IdMultiSelect
          control={control}
          name="category_ids"
          label={t('categories')}
          hint={t('scopeHint')}
          options={categories}
          loading={menu.isPending}
          loadingText={t('menuLoading')}
          noOptionsText={t('noCategories')}
          unknownText={t('unknownEntry')}
        />
        <IdMultiSelect
          control={control}
          name="item_ids"
          label={t('items')}
          hint={t('scopeHint')}
          options={items}
          loading={menu.isPending}
          loadingText={t('menuLoading')}
          noOptionsText={t('noItems')}
          unknownText={t('unknownEntry')}
        />
        <FormSwitch control={control} name="active" label={t('active')} />
      </Stack>
    </FormDrawer>
  );
}
