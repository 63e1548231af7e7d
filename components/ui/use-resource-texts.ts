'use client';
import { useTranslations } from 'next-intl';
import type { ResourceDeleteTexts, ResourceSectionTexts } from './ResourceSection';

/**
 * A ResourceSection's texts from one namespace laid out the usual way: `create`, `loading`,
 * `retry`, `empty.title`, `empty.text`, `delete.title` (with {name}), `delete.text`,
 * `delete.confirm`, `delete.cancel`, and `intro` when the section has a line above its list.
 */
export function useResourceTexts(namespace: string, { intro = false }: { intro?: boolean } = {}) {
  const t = useTranslations(namespace);
  const texts: ResourceSectionTexts = {
    intro: intro ? t('intro') : undefined,
    create: t('create'),
    loading: t('loading'),
    retry: t('retry'),
    emptyTitle: t('empty.title'),
    emptyText: t('empty.text'),
  };
  const deleteTexts: ResourceDeleteTexts = {
    title: (name) => t('delete.title', { name }),
    description: t('delete.text'),
    confirmLabel: t('delete.confirm'),
    cancelLabel: t('delete.cancel'),
  };
  return { texts, deleteTexts };
}
