'use client';
import Add from '@mui/icons-material/Add';
import Clear from '@mui/icons-material/Clear';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import Edit from '@mui/icons-material/Edit';
import Search from '@mui/icons-material/Search';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { Button, IconButton, InputAdornment, OutlinedInput, Paper, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { CloverImportButton } from './tools/CloverImportButton';
import { CsvExportButton } from './tools/CsvExportButton';
import { CsvImportButton } from './tools/CsvImportButton';

interface Props {
  search: string;
  onSearch: (query: string) => void;
  /** At least one category: searching, collapsing, adding items and copying make sense. */
  hasMenu: boolean;
  allCollapsed: boolean;
  onToggleAll: () => void;
  onAddCategory: () => void;
  onAddItem: () => void;
  onCopyMenu: () => void;
  selectedCount: number;
  onBulkEdit: () => void;
  onClearSelection: () => void;
}

/** Above the list: search, open/close all, add, whole-menu tools; the bulk bar once items are ticked. */
export function MenuToolbar(p: Props) {
  const t = useTranslations('menu.toolbar');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {/* The outlined input itself, not a TextField: with no label or helper text it draws the
            same, and TextField would bring MUI's select and its menu into the page's first load
            (issue 11 item 1). The margins and width are the theme's TextField defaults. */}
        <OutlinedInput
          size="small"
          type="search"
          fullWidth
          value={p.search}
          onChange={(e) => p.onSearch(e.target.value)}
          disabled={!p.hasMenu}
          placeholder={t('searchPlaceholder')}
          sx={{ flex: '1 1 240px', maxWidth: { md: 420 }, mt: 2, mb: 1 }}
          inputProps={{ 'aria-label': t('search') }}
          startAdornment={
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          }
          endAdornment={
            p.search ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={t('clearSearch')} onClick={() => p.onSearch('')}>
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined
          }
        />
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button variant="outlined" startIcon={<Add />} onClick={p.onAddItem} disabled={!p.hasMenu}>
            {t('addItem')}
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={p.onAddCategory}>
            {t('addCategory')}
          </Button>
        </Stack>
      </Stack>
      {/* Whole-menu tools, quieter than the add buttons: used now and then, not every day. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          onClick={p.onToggleAll}
          disabled={!p.hasMenu || !!p.search}
          startIcon={p.allCollapsed ? <UnfoldMore /> : <UnfoldLess />}
        >
          {p.allCollapsed ? t('expandAll') : t('collapseAll')}
        </Button>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', ml: 'auto' }}>
          <CsvExportButton />
          <CsvImportButton />
          <CloverImportButton />
          <Button startIcon={<DriveFileMove />} onClick={p.onCopyMenu} disabled={!p.hasMenu}>
            {t('copyMenu')}
          </Button>
        </Stack>
      </Stack>
      {p.search && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('reorderOff')}
        </Typography>
      )}
      {p.selectedCount > 0 && (
        <Paper
          variant="outlined"
          role="region"
          aria-label={t('selection')}
          sx={{
            px: 2,
            py: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
            bgcolor: 'action.selected',
          }}
        >
          <Typography sx={{ fontWeight: 700, mr: 'auto' }} role="status">
            {t('selected', { count: p.selectedCount })}
          </Typography>
          <Button variant="contained" size="small" startIcon={<Edit />} onClick={p.onBulkEdit}>
            {t('bulkEdit')}
          </Button>
          <Button size="small" onClick={p.onClearSelection}>
            {t('clearSelection')}
          </Button>
        </Paper>
      )}
    </Stack>
  );
}
