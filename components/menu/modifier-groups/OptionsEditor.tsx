'use client';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { MoneyField } from '@/components/ui/form/MoneyField';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { emptyOption, type ModifierGroupFormIn, type ModifierGroupFormOut } from './schema';

type Form = UseFormReturn<ModifierGroupFormIn, unknown, ModifierGroupFormOut>;

/** The group's options: name, price and availability each, in the order customers see them. */
export function OptionsEditor({ form }: { form: Form }) {
  const t = useTranslations('modifierGroups.form');
  const translate = useTranslateError();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'options' });
  const arrayError = form.formState.errors.options;
  const listError = translate(arrayError?.root?.message ?? arrayError?.message);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('options')}
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((field, i) => {
          const n = i + 1;
          return (
            <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={t('optionN', { n })}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                <FormTextField
                  control={form.control}
                  name={`options.${i}.name`}
                  label={t('optionName')}
                  size="small"
                  required
                  sx={{ flex: 2 }}
                />
                <MoneyField
                  control={form.control}
                  name={`options.${i}.price`}
                  label={t('optionPrice')}
                  size="small"
                  required
                  sx={{ flex: 1 }}
                />
              </Stack>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
                <FormSwitch
                  control={form.control}
                  name={`options.${i}.available`}
                  label={t('optionAvailable')}
                  size="small"
                />
                <Box>
                  <IconButton
                    aria-label={t('moveUp', { n })}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    size="small"
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t('moveDown', { n })}
                    disabled={i === fields.length - 1}
                    onClick={() => move(i, i + 1)}
                    size="small"
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                  {/* A group needs at least one option: the last one cannot be removed. */}
                  <IconButton
                    aria-label={t('removeOption', { n })}
                    disabled={fields.length === 1}
                    onClick={() => remove(i)}
                    size="small"
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Button startIcon={<Add />} onClick={() => append(emptyOption())} disabled={fields.length >= 50} sx={{ mt: 1 }}>
        {t('addOption')}
      </Button>
    </Box>
  );
}
