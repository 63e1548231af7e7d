'use client';
import { FormControl, FormLabel, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { EntityHistoryTabs } from '@/components/ui/EntityHistoryTabs';
import { EmailField } from '@/components/ui/form/EmailField';
import { FormDrawer } from '@/components/ui/form/FormDrawer';
import { FormSelect } from '@/components/ui/form/FormSelect';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { IdMultiSelect, type IdOption } from '@/components/ui/form/IdMultiSelect';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { useSaveStaff } from '@/lib/api/staff';
import {
  passcodeActions,
  permissionKeys,
  staffRoles,
  type Permissions,
  type StaffCreateRequest,
  type StaffMember,
  type StaffUpdateRequest,
} from '@/lib/contract';
import {
  SERVER_FIELDS,
  staffCreateForm,
  staffEditForm,
  toFormValues,
  toRequest,
  type StaffFormIn,
  type StaffFormOut,
} from './schema';

interface Props {
  /** undefined: a new member. */
  member: StaffMember | undefined;
  /** The locations the caller may assign (their own). */
  locations: readonly IdOption[] | undefined;
  /** The caller's flags: a toggle they do not hold is shown but cannot be turned on (SPEC §6). */
  callerPermissions: Permissions | null;
  onClose: () => void;
}

/** Create or edit one team member (SPEC §4: saving closes the drawer and reloads the list). */
export function StaffDrawer({ member, locations, callerPermissions, onClose }: Props) {
  const t = useTranslations('staff.form');
  const save = useSaveStaff();
  const editing = !!member;
  const { form, frame } = useSaveForm<StaffFormIn, StaffFormOut, StaffCreateRequest | StaffUpdateRequest>({
    schema: editing ? staffEditForm : staffCreateForm,
    defaultValues: toFormValues(member, locations?.length === 1 ? locations[0]!._id : undefined),
    serverFields: SERVER_FIELDS,
    id: member?._id,
    save,
    toRequest: (values) => toRequest(values, editing),
  });
  const { control } = form;

  return (
    <FormDrawer
      {...frame}
      onExited={onClose}
      title={member ? t('editTitle', { name: member.name }) : t('createTitle')}
      closeLabel={t('close')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <EntityHistoryTabs entityType="staff" entityId={member?._id}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="first_name" label={t('firstName')} required fullWidth autoFocus />
            <FormTextField control={control} name="last_name" label={t('lastName')} required fullWidth />
          </Stack>
          <EmailField
            control={control}
            name="email"
            label={t('email')}
            required
            fullWidth
            disabled={editing}
            hint={editing ? t('emailFixed') : t('emailHint')}
          />
          <FormTextField control={control} name="phone" label={t('phone')} type="tel" autoComplete="tel" fullWidth />
          <FormSelect
            control={control}
            name="role"
            label={t('role')}
            required
            fullWidth
            options={staffRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          />
          <IdMultiSelect
            control={control}
            name="locations"
            label={t('locations')}
            required
            options={locations}
            loading={!locations}
            loadingText={t('locationsLoading')}
            noOptionsText={t('locationsNone')}
            unknownText={t('locationUnknown')}
          />
          <FormTextField
            control={control}
            name="login_pin"
            label={t('loginPin')}
            hint={member?.has_login_pin ? t('loginPinKept') : t('loginPinHint')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 4 } }}
          />

          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
              {t('permissionsTitle')}
            </FormLabel>
            {callerPermissions && permissionKeys.some((k) => !callerPermissions[k]) && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('permissionsLimited')}
              </Typography>
            )}
            {permissionKeys.map((key) => (
              <FormSwitch
                key={key}
                control={control}
                name={`permissions.${key}`}
                label={t(`permissions.${key}`)}
                disabled={!!callerPermissions && !callerPermissions[key]}
              />
            ))}
          </FormControl>

          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
              {t('passcodesTitle')}
            </FormLabel>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('passcodesHint')}
            </Typography>
            {passcodeActions.map((key) => (
              <FormSwitch key={key} control={control} name={`passcodes.${key}`} label={t(`passcodes.${key}`)} />
            ))}
          </FormControl>
        </Stack>
      </EntityHistoryTabs>
    </FormDrawer>
  );
}
