'use client';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Button, IconButton, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  combinationCapacity,
  isTable,
  type CombinationInput,
  type RoomDocument,
} from '@/lib/contract/plain/floor-plan';

// The form (react-hook-form, zod, the contract) loads the first time a combination is edited.
const CombinationDialog = dynamic(() => import('./CombinationDialog').then((m) => m.CombinationDialog), {
  ssr: false,
});

interface Props {
  doc: RoomDocument;
  onApply: (index: number | undefined, value: CombinationInput | null) => void;
}

/** Tables that may be joined for a larger party (TastyIgniter #460), each with the seats it gives (#744). */
export function CombinationsPanel({ doc, onApply }: Props) {
  const t = useTranslations('floorPlan.combinations');
  // undefined: closed; null: a new one; a number: that one.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const numbers = new Map(doc.elements.filter(isTable).map((e) => [e._id, e.number]));

  return (
    <Paper variant="outlined" component="section" aria-labelledby="floor-combinations-title" sx={{ p: 2 }}>
      <Typography id="floor-combinations-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('hint')}
      </Typography>
      {doc.combinations.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{t('empty')}</Typography>
      ) : (
        <List dense aria-labelledby="floor-combinations-title">
          {doc.combinations.map((c, i) => {
            const { min_seats, max_seats } = combinationCapacity(c.table_ids, doc.elements);
            return (
              <ListItem
                key={`${i}:${c.name}`}
                disableGutters
                secondaryAction={
                  <>
                    <IconButton aria-label={t('edit', { name: c.name })} onClick={() => setEditing(i)}>
                      <EditOutlined />
                    </IconButton>
                    <IconButton aria-label={t('remove', { name: c.name })} onClick={() => onApply(i, null)}>
                      <DeleteOutlined />
                    </IconButton>
                  </>
                }
              >
                <ListItemText
                  primary={`${c.name} · ${t('capacity', { min: min_seats, max: max_seats })}`}
                  secondary={t('tables', { list: c.table_ids.map((id) => numbers.get(id) ?? '?').join(', ') })}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Button startIcon={<AddIcon />} onClick={() => setEditing(null)} sx={{ mt: 1 }}>
        {t('add')}
      </Button>
      {editing !== undefined && (
        <CombinationDialog
          doc={doc}
          index={editing ?? undefined}
          onApply={(index, value) => onApply(index, value)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Paper>
  );
}
