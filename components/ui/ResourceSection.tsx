'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import { useState, type ReactNode } from 'react';
import { iconPaths } from './icon-paths';
import { LazyConfirmDialog } from './LazyConfirmDialog';
import { ListEmpty, ListError, ListSkeleton, type ListSkeletonProps } from './ListStates';
import { PlainButton } from './PlainButton';
import { PlainIcon } from './PlainIcon';
import styles from './resource-section.module.css';

/** Texts of the section, already translated by the caller. */
export interface ResourceSectionTexts {
  /** A line above the list, beside the create button; without it the button stands alone at the end. */
  intro?: string;
  create: string;
  loading: string;
  retry: string;
  emptyTitle: string;
  emptyText: string;
}

/** The delete confirmation's texts, already translated by the caller. */
export interface ResourceDeleteTexts {
  title: (name: string) => string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
}

export interface ResourceListActions<T> {
  edit: (item: T) => void;
  remove: (item: T) => void;
}

interface Props<D, T extends { name: string }> {
  query: UseQueryResult<D>;
  /** The list inside the query's data. */
  items: (data: D) => T[];
  texts: ResourceSectionTexts;
  /** Placeholder rows' size while the list loads. */
  skeleton?: Omit<ListSkeletonProps, 'label'>;
  renderList: (items: T[], actions: ResourceListActions<T>) => ReactNode;
  /** The create/edit drawer or dialog; `item` is undefined when creating. */
  renderEditor: (item: T | undefined, close: () => void) => ReactNode;
  deleteTexts: ResourceDeleteTexts;
  /** While true the delete confirmation spins and cannot be answered. */
  deleteBusy: boolean;
  /** Deletes the confirmed item; `done` closes the confirmation. */
  onDelete: (item: T, done: () => void) => void;
}

/**
 * A managed list: pending → skeleton, error → retry, empty → call to action, otherwise the list under a create
 * button; the editor while creating or editing and a confirmation before deleting. Drawn in plain
 * elements (resource-section.module.css): it is the first screen of most list pages.
 */
export function ResourceSection<D, T extends { name: string }>(props: Props<D, T>) {
  const { query, items, texts, skeleton, renderList, renderEditor, deleteTexts, deleteBusy, onDelete } = props;
  // `null`: editor closed; `{ item: undefined }`: creating.
  const [editing, setEditing] = useState<{ item: T | undefined } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const createButton = (
    <PlainButton
      variant="contained"
      startIcon={<PlainIcon path={iconPaths.add} />}
      onClick={() => setEditing({ item: undefined })}
    >
      {texts.create}
    </PlainButton>
  );

  // Data that failed to refresh stays on screen (the query cache says so in a notice).
  const list = query.data !== undefined ? items(query.data) : [];
  let body;
  if (query.isPending) body = <ListSkeleton label={texts.loading} {...skeleton} />;
  else if (isFirstLoadFailure(query))
    body = <ListError message={query.error.message} retryLabel={texts.retry} onRetry={() => void query.refetch()} />;
  else if (list.length === 0)
    body = <ListEmpty title={texts.emptyTitle} text={texts.emptyText} action={createButton} />;
  else body = renderList(list, { edit: (item) => setEditing({ item }), remove: setDeleting });

  const showCreate = list.length > 0;
  return (
    <div className={styles.section}>
      {texts.intro !== undefined ? (
        <div className={styles.head}>
          <p className={styles.intro}>{texts.intro}</p>
          {showCreate && createButton}
        </div>
      ) : (
        showCreate && <div className={styles.createAlone}>{createButton}</div>
      )}
      {body}
      {editing && renderEditor(editing.item, () => setEditing(null))}
      <LazyConfirmDialog
        open={!!deleting}
        title={deleteTexts.title(deleting?.name ?? '')}
        description={deleteTexts.description}
        confirmLabel={deleteTexts.confirmLabel}
        cancelLabel={deleteTexts.cancelLabel}
        destructive
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && onDelete(deleting, () => setDeleting(null))}
      />
    </div>
  );
}
