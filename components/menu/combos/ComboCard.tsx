'use client';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { Box, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { Combo } from '@/lib/contract';

interface Props {
  combo: Combo;
  /** Item names by id, from the menu's categories. */
  itemNames: Map<string, string>;
  format: (cents: number) => string;
  cloning: boolean;
  onEdit: () => void;
  onClone: () => void;
  onDelete: () => void;
}

export function ComboCard({ combo, itemNames, format, cloning, onEdit, onClone, onDelete }: Props) {
  const t = useTranslations('combos');
  const names = combo.items.map((id) => itemNames.get(id)).filter((n): n is string => !!n);
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, opacity: combo.available ? 1 : 0.75 }} aria-label={combo.name}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {combo.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{format(combo.price)}</Typography>
            {combo.discount > 0 && <Chip size="small" color="success" label={t('list.save', { amount: format(combo.discount) })} />}
            <Chip
              size="small"
              variant="outlined"
              label={combo.type === 'all' ? t('type.all') : t('type.choose', { n: combo.item_count ?? 0, m: combo.items.length })}
            />
            <Chip size="small" color={combo.available ? 'primary' : 'default'} label={combo.available ? t('list.available') : t('list.unavailable')} />
          </Stack>
        </Box>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          <Tooltip title={t('actions.edit')}>
            <IconButton aria-label={t('actions.editNamed', { name: combo.name })} onClick={onEdit}>
              <Edit />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('actions.clone')}>
            <span>
              <IconButton aria-label={t('actions.cloneNamed', { name: combo.name })} onClick={onClone} disabled={cloning}>
                <ContentCopy />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('actions.delete')}>
            <IconButton aria-label={t('actions.deleteNamed', { name: combo.name })} onClick={onDelete}>
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      {combo.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {combo.description}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {names.length ? names.join(' · ') : t('list.noItems')}
      </Typography>
    </Paper>
  );
}
