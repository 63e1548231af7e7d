'use client';
import { Alert, AlertTitle, Button, List, ListItem, ListItemText } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { RoomDocument } from '@/lib/contract/plain/floor-plan';
import type { SaveProblem } from './save-problems';

interface Props {
  problems: readonly SaveProblem[];
  doc: RoomDocument;
  onShow: (elementKey: string) => void;
}

/** Why the room was not saved, each problem naming its table or element, with a way to select it. */
export function SaveProblems({ problems, doc, onShow }: Props) {
  const t = useTranslations('floorPlan');
  const subject = (p: SaveProblem) => {
    if (p.combination !== undefined)
      return t('problems.combination', { name: doc.combinations[p.combination]?.name ?? '' });
    const e = p.elementKey ? doc.elements.find((x) => x._id === p.elementKey) : undefined;
    if (!e) return t('problems.room');
    return e.kind === 'table' ? t('problems.table', { number: e.number }) : t(`palette.${e.kind}`);
  };
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('problems.title')}</AlertTitle>
      <List dense disablePadding>
        {problems.map((p, i) => (
          <ListItem key={p.elementKey ?? `c${p.combination ?? 'room'}${i}`} disableGutters sx={{ gap: 1 }}>
            <ListItemText primary={t('problems.line', { subject: subject(p), text: p.texts.join(' ') })} />
            {p.elementKey && doc.elements.some((e) => e._id === p.elementKey) && (
              <Button size="small" color="inherit" onClick={() => onShow(p.elementKey!)} sx={{ flexShrink: 0 }}>
                {t('problems.show')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
