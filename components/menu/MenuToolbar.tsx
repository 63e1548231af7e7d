'use client';
import { useTranslations } from 'next-intl';
import { PlainOutlinedField, SearchGlyph } from '@/components/ui/form/PlainOutlinedField';
import { PlainButton, PlainIconButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { menuIcons } from './menu-icons';
import styles from './menu-toolbar.module.css';
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

/**
 * Above the list: search, open/close all, add, whole-menu tools; the bulk bar once items are ticked.
 * Plain elements drawn as MUI's (menu-toolbar.module.css, PlainButton, PlainOutlinedField): MUI's
 * buttons, inputs and their icons are not on the menu's first load (issue 11).
 */
export function MenuToolbar(p: Props) {
  const t = useTranslations('menu.toolbar');
  return (
    <div className={styles.toolbar}>
      <div className={styles.line}>
        {/* The search names itself to screen readers only, as the bare outlined input did; its
            margins and width are the theme's TextField defaults. */}
        <PlainOutlinedField
          size="small"
          type="search"
          label={t('search')}
          hiddenLabel
          value={p.search}
          onChange={(e) => p.onSearch(e.target.value)}
          disabled={!p.hasMenu}
          placeholder={t('searchPlaceholder')}
          className={styles.search}
          startIcon={<SearchGlyph small />}
          endAdornment={
            p.search ? (
              <PlainIconButton size="small" aria-label={t('clearSearch')} onClick={() => p.onSearch('')}>
                <PlainIcon path={menuIcons.clear} small />
              </PlainIconButton>
            ) : undefined
          }
        />
        <div className={styles.end}>
          <PlainButton
            variant="outlined"
            startIcon={<PlainIcon path={menuIcons.add} />}
            onClick={p.onAddItem}
            disabled={!p.hasMenu}
          >
            {t('addItem')}
          </PlainButton>
          <PlainButton variant="contained" startIcon={<PlainIcon path={menuIcons.add} />} onClick={p.onAddCategory}>
            {t('addCategory')}
          </PlainButton>
        </div>
      </div>
      {/* Whole-menu tools, quieter than the add buttons: used now and then, not every day. */}
      <div className={styles.line}>
        <PlainButton
          onClick={p.onToggleAll}
          disabled={!p.hasMenu || !!p.search}
          startIcon={<PlainIcon path={p.allCollapsed ? menuIcons.unfoldMore : menuIcons.unfoldLess} />}
        >
          {p.allCollapsed ? t('expandAll') : t('collapseAll')}
        </PlainButton>
        <div className={styles.end}>
          <CsvExportButton />
          <CsvImportButton />
          <CloverImportButton />
          <PlainButton startIcon={<PlainIcon path={menuIcons.moveTo} />} onClick={p.onCopyMenu} disabled={!p.hasMenu}>
            {t('copyMenu')}
          </PlainButton>
        </div>
      </div>
      {p.search && (
        <p className={styles.status} role="status">
          {t('reorderOff')}
        </p>
      )}
      {p.selectedCount > 0 && (
        <div role="region" aria-label={t('selection')} className={styles.selection}>
          <p className={styles.selected} role="status">
            {t('selected', { count: p.selectedCount })}
          </p>
          <PlainButton
            variant="contained"
            size="small"
            startIcon={<PlainIcon path={menuIcons.edit} />}
            onClick={p.onBulkEdit}
          >
            {t('bulkEdit')}
          </PlainButton>
          <PlainButton size="small" onClick={p.onClearSelection}>
            {t('clearSelection')}
          </PlainButton>
        </div>
      )}
    </div>
  );
}
