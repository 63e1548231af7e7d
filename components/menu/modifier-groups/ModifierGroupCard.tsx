'use client';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { Box, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { ModifierGroup } from '@/lib/contract';

interface Props {
  group: ModifierGroup;
  format: (cents: number) => string;
  cloning: boolean;
  onEdit: () => void;
  onClone: () => void;
  onDelete: () => void;
}

/** One group as the merchant scans it: its rule ("choose 1–3") and every option with its price. */
export function ModifierGroupCard({ group, format, cloning, onEdit, onClone, onDelete }: Props) {
  const t = useTranslations('modifierGroups');
  const { min_selections: min, max_selections: max } = group;
  const rule = min === max ? t('list.chooseExactly', { n: max }) : min === 0 ? t('list.chooseUpTo', { max }) : t('list.chooseRange', { min, max });
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-label={group.name}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
            <Chip size="small" label={group.required ? t('list.required') : t('list.optional')} color={group.required ? 'primary' : 'default'} />
            <Typography variant="body2" color="text.secondary">
              {rule}
            </Typography>
          </Stack>
        </Box>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          <Tooltip title={t('actions.edit')}>
            <IconButton aria-label={t('actions.editNamed', { name: group.name })} onClick={onEdit}>
              <Edit />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('actions.clone')}>
            <span>
              <IconButton aria-label={t('actions.cloneNamed', { name: group.name })} onClick={onClone} disabled={cloning}>
                <ContentCopy />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('actions.delete')}>
            <IconButton aria-label={t('actions.deleteNamed', { name: group.name })} onClick={onDelete}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {group.options.map((o) => (
          <Box component="li" key={o._id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25, color: o.available ? 'text.primary' : 'text.disabled' }}>
            <span>
              {o.name}
              {!o.available && ` (${t('list.unavailable')})`}
            </span>
            <span>{o.price === 0 ? t('list.free') : `+${format(o.price)}`}</span>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
