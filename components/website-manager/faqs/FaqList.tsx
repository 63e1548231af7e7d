'use client';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { WebsiteFaq } from '@/lib/contract/website-manager';
import { MoveButtons } from '../MoveButtons';

type Faq = WebsiteFaq & { name: string };

interface Props {
  faqs: Faq[];
  busy: boolean;
  onEdit: (faq: Faq) => void;
  onDelete: (faq: Faq) => void;
  onMove: (from: number, to: number) => void;
}

/** The questions in the order the site shows them, each with its answer, moves, edit and delete. */
export function FaqList({ faqs, busy, onEdit, onDelete, onMove }: Props) {
  const t = useTranslations('websiteManager.faqs');
  return (
    <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t('listLabel')}>
      {faqs.map((faq, i) => (
        <Paper key={faq._id} component="li" variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <div>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {faq.question}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {faq.answer}
              </Typography>
            </div>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
              <MoveButtons
                name={faq.question}
                index={i}
                count={faqs.length}
                disabled={busy}
                onMove={(to) => onMove(i, to)}
              />
              <Button size="small" onClick={() => onEdit(faq)} aria-label={t('editLabel', { name: faq.question })}>
                {t('edit')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => onDelete(faq)}
                aria-label={t('deleteLabel', { name: faq.question })}
              >
                {t('delete.confirm')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
