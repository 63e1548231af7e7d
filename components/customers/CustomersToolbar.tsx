'use client';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { SearchBox } from '@/components/ui/SearchBox';

interface Props {
  search: string;
  /** The CSV of the list as searched and sorted. */
  exportHref: string;
  onSearch: (text: string) => void;
}

/** The search (sent once typing pauses) and the CSV of exactly what it selects. */
export function CustomersToolbar({ search, exportHref, onSearch }: Props) {
  const t = useTranslations('customers');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <SearchBox value={search} label={t('search')} placeholder={t('searchPlaceholder')} onSearch={onSearch} />
      <Button
        component="a"
        href={exportHref}
        download
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        sx={{ ml: { sm: 'auto' } }}
      >
        {t('export')}
      </Button>
    </Stack>
  );
}
