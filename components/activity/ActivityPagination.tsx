'use client';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

interface Props {
  total: number;
  /** 1-based, as the API counts. */
  page: number;
  perPage: number;
  sizes: readonly number[];
  onPage: (page: number, perPage: number) => void;
}

/**
 * What MUI's TablePagination shows (entries per page, "1–25 of 60", previous and next), with the
 * browser's own select for the page size: TablePagination imports MUI's Select, and with it Menu,
 * Popover and Modal (~14 KB gzip), into the page's first load (issue 11).
 */
export function ActivityPagination({ total, page, perPage, sizes, onPage }: Props) {
  const t = useTranslations('activity.pagination');
  const labelId = useId();
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        columnGap: 3,
        minHeight: 52,
        px: 2,
        color: 'text.primary',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id={labelId}>
          {t('rowsPerPage')}
        </Typography>
        <Box
          component="select"
          aria-labelledby={labelId}
          value={perPage}
          // A new page size starts again at the first page.
          onChange={(e: React.ChangeEvent<HTMLSelectElement>) => onPage(1, Number(e.target.value))}
          sx={{
            font: 'inherit',
            fontSize: 'body2.fontSize',
            color: 'inherit',
            bgcolor: 'transparent',
            border: 0,
            borderRadius: 1,
            py: 0.5,
            cursor: 'pointer',
          }}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Box>
      </Stack>
      <Typography variant="body2">{t('displayed', { from, to, count: total })}</Typography>
      <Box sx={{ flexShrink: 0 }}>
        <IconButton aria-label={t('previous')} disabled={page <= 1} onClick={() => onPage(page - 1, perPage)}>
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton aria-label={t('next')} disabled={to >= total} onClick={() => onPage(page + 1, perPage)}>
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Stack>
  );
}
