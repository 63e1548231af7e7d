'use client';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { notify } from '@/lib/notices';
import { useMemo, useState } from 'react';
import { categoriesQuery, moveInList, useCloneCategory, useSortCategories } from '@/lib/api/categories';
import { useCloneItem, useMoveItem, useSortItems } from '@/lib/api/items';
import type { Category, Item } from '@/lib/contract';
import { menuIcons } from '../menu-icons';
import { MenuToolbar } from '../MenuToolbar';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/ListStates';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { openedLazily } from '@/components/ui/opened-lazily';
import { useLocationMoney } from '@/components/ui/use-current-location';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { CategoryAction } from './CategoryRowView';
import type { Deleting } from './DeleteDialog';
import type { ItemAction } from './ItemRowView';
import { MenuList } from './MenuList';
import type { BulkEditDialogProps } from '../tools/BulkEditDialog';
import type { Follow } from './MenuList';
import styles from './menu-tab.module.css';
import { buildRows, categoryKey, itemKey, type MenuRow } from './rows';

// The forms (react-hook-form, their zod schemas, pickers) load when first opened, not with the list.
const CategoryDrawer = dynamic(() => import('../category/CategoryDrawer').then((m) => m.CategoryDrawer), {
  ssr: false,
});
const ItemDrawer = dynamic(() => import('../item/ItemDrawer').then((m) => m.ItemDrawer), { ssr: false });
const CopyMenuDialog = dynamic(() => import('../tools/CopyMenuDialog').then((m) => m.CopyMenuDialog), { ssr: false });
const BulkEditDialog = openedLazily<BulkEditDialogProps>(
  () => import('../tools/BulkEditDialog').then((m) => m.BulkEditDialog),
  (p) => p.open,
);

// The question (MUI's modal) loads with the first delete.
const DeleteDialog = openedLazily<{ deleting: Deleting; onClose: () => void }>(
  () => import('./DeleteDialog').then((m) => m.DeleteDialog),
  (p) => p.deleting !== null,
);

type Drawer = { kind: 'category'; category?: Category } | { kind: 'item'; item?: Item; categoryId?: string } | null;

/** The Menu tab: toolbar, the windowed list of categories and items, drawers and dialogs. */
export function MenuTab({ viewportHeight }: { viewportHeight?: number }) {
  const t = useTranslations('menu');
  const menu = useQuery(categoriesQuery());
  const { format } = useLocationMoney();
  const sortCategories = useSortCategories();
  const sortItems = useSortItems();
  const cloneCategory = useCloneCategory();
  const cloneItem = useCloneItem();
  const moveItemTo = useMoveItem();
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [drawer, setDrawer] = useState<Drawer>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  // undefined inside: the whole menu; null: closed.
  const [copying, setCopying] = useState<{ categoryIds: string[] | undefined } | null>(null);
  // A fresh object per move, so moving the same row twice scrolls to it twice.
  const [follow, setFollow] = useState<Follow | null>(null);

  const categories = useMemo(() => menu.data?.categories ?? [], [menu.data]);
  const rows = useMemo(() => buildRows(categories, search, collapsed), [categories, search, collapsed]);
  const itemsById = useMemo(
    () => new Map(categories.flatMap((c) => c.items.map((i) => [i._id, i] as const))),
    [categories],
  );
  // Items deleted since they were ticked drop out of the selection by themselves.
  const selected = useMemo(() => new Set([...picked].filter((id) => itemsById.has(id))), [picked, itemsById]);
  const searching = search.trim() !== '';
  const allCollapsed = categories.length > 0 && categories.every((c) => collapsed.has(c._id));

  const moveCategory = (from: number, to: number) => {
    if (to < 0 || to >= categories.length) return;
    sortCategories.mutate(
      moveInList(
        categories.map((c) => c._id),
        from,
        to,
      ),
    );
    setFollow({ key: categoryKey(categories[from]!._id) });
  };
  const moveItem = (categoryId: string, from: number, to: number) => {
    const items = categories.find((c) => c._id === categoryId)?.items ?? [];
    if (to < 0 || to >= items.length) return;
    sortItems.mutate({
      category_id: categoryId,
      items: moveInList(
        items.map((i) => i._id),
        from,
        to,
      ),
    });
    setFollow({ key: itemKey(items[from]!._id) });
  };
  /** An item dropped on another category goes there; a failure puts it back and says so. */
  const moveToCategory = (item: Item, categoryId: string, position: number) => {
    const category = categories.find((c) => c._id === categoryId);
    if (!category) return;
    moveItemTo.mutate(
      { itemId: item._id, categoryId, position },
      {
        onError: (err) =>
          notify(t('reorder.moveRefused', { name: item.name, category: category.name, reason: err.message }), {
            variant: 'error',
          }),
      },
    );
    // A collapsed category opens, so the item is seen where it went.
    setCollapsed((prev) => (prev.has(categoryId) ? new Set([...prev].filter((id) => id !== categoryId)) : prev));
    setFollow({ key: itemKey(item._id) });
  };
  const onMove = (row: MenuRow, to: number, categoryId?: string) => {
    if (row.kind === 'category') moveCategory(row.position, to);
    else if (categoryId && categoryId !== row.categoryId) moveToCategory(row.item, categoryId, to);
    else moveItem(row.categoryId, row.position, to);
  };

  const onCategoryAction = (id: string, action: CategoryAction) => {
    const index = categories.findIndex((c) => c._id === id);
    const category = categories[index];
    if (!category) return;
    if (action === 'edit') setDrawer({ kind: 'category', category });
    else if (action === 'addItem') setDrawer({ kind: 'item', categoryId: id });
    else if (action === 'clone') cloneCategory.mutate(id);
    else if (action === 'copy') setCopying({ categoryIds: [id] });
    else if (action === 'moveUp') moveCategory(index, index - 1);
    else if (action === 'moveDown') moveCategory(index, index + 1);
    else setDeleting({ kind: 'category', category });
  };
  const onItemAction = (id: string, categoryId: string, action: ItemAction) => {
    const item = itemsById.get(id);
    if (!item) return;
    const items = categories.find((c) => c._id === categoryId)?.items ?? [];
    const index = items.findIndex((i) => i._id === id);
    if (action === 'edit') setDrawer({ kind: 'item', item });
    else if (action === 'clone') cloneItem.mutate(id);
    else if (action === 'moveUp') moveItem(categoryId, index, index - 1);
    else if (action === 'moveDown') moveItem(categoryId, index, index + 1);
    else setDeleting({ kind: 'item', item });
  };

  const select = (ids: string[], on: boolean) =>
    setPicked((prev) => {
      const next = new Set([...prev].filter((id) => itemsById.has(id)));
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const toggle = (id: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const addCategory = () => setDrawer({ kind: 'category' });
  let body;
  if (menu.isPending) body = <ListSkeleton label={t('list.loading')} rows={6} />;
  else if (isFirstLoadFailure(menu))
    body = <ListError message={menu.error.message} retryLabel={t('list.retry')} onRetry={() => void menu.refetch()} />;
  else if (categories.length === 0)
    body = (
      <ListEmpty
        title={t('empty.title')}
        text={t('empty.text')}
        action={
          <PlainButton variant="contained" startIcon={<PlainIcon path={menuIcons.add} />} onClick={addCategory}>
            {t('empty.action')}
          </PlainButton>
        }
      />
    );
  else if (rows.length === 0)
    body = (
      <ListEmpty
        title={t('list.noMatchTitle')}
        text={t('list.noMatchText', { query: search.trim() })}
        action={<PlainButton onClick={() => setSearch('')}>{t('toolbar.clearSearch')}</PlainButton>}
      />
    );
  else
    body = (
      <MenuList
        rows={rows}
        searching={searching}
        collapsed={collapsed}
        selected={selected}
        format={format}
        viewportHeight={viewportHeight}
        onToggle={toggle}
        onSelect={select}
        onCategoryAction={onCategoryAction}
        onItemAction={onItemAction}
        onMove={onMove}
        follow={follow}
      />
    );

  return (
    <div className={styles.tab}>
      <MenuToolbar
        search={search}
        onSearch={setSearch}
        hasMenu={categories.length > 0}
        allCollapsed={allCollapsed}
        onToggleAll={() => setCollapsed(allCollapsed ? new Set() : new Set(categories.map((c) => c._id)))}
        onAddCategory={addCategory}
        onAddItem={() => setDrawer({ kind: 'item', categoryId: categories[0]?._id })}
        onCopyMenu={() => setCopying({ categoryIds: undefined })}
        selectedCount={selected.size}
        onBulkEdit={() => setBulkOpen(true)}
        onClearSelection={() => setPicked(new Set())}
      />
      {body}
      {drawer?.kind === 'category' && (
        <CategoryDrawer
          category={drawer.category}
          onClose={() => setDrawer(null)}
          onCreated={(id) => {
            // A search would hide the new, empty category.
            setSearch('');
            setFollow({ key: categoryKey(id), highlight: true });
          }}
        />
      )}
      {drawer?.kind === 'item' && (
        <ItemDrawer item={drawer.item} categoryId={drawer.categoryId} onClose={() => setDrawer(null)} />
      )}
      <DeleteDialog deleting={deleting} onClose={() => setDeleting(null)} />
      <BulkEditDialog
        open={bulkOpen}
        itemIds={[...selected]}
        onClose={() => setBulkOpen(false)}
        onDone={() => {
          setBulkOpen(false);
          setPicked(new Set());
        }}
      />
      {copying && <CopyMenuDialog open categoryIds={copying.categoryIds} onClose={() => setCopying(null)} />}
    </div>
  );
}
