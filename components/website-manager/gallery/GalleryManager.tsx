'use client';
import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/ui/LazyConfirmDialog';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/ListStates';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import {
  useAddGalleryImage,
  useDeleteGalleryImage,
  useSortGallery,
  websiteManagerQuery,
} from '@/lib/api/website-manager';
import {
  GALLERY_MAX,
  WEBSITE_IMAGE_MAX_SIDE,
  WEBSITE_IMAGE_MIN_HEIGHT,
  WEBSITE_IMAGE_MIN_WIDTH,
} from '@/lib/contract/plain/website-manager';
import { LiveMessage } from '../LiveMessage';
import { MoveButtons } from '../MoveButtons';
import { moved } from '../move';
import { WebsiteImageUpload } from '../WebsiteImageUpload';
import { ImageGrid } from './ImageGrid';
import { ImageTile } from './ImageTile';
import { MenuPages } from './MenuPages';

/** /website-manager/gallery: the gallery (upload, reorder, delete after asking), then the menu's pages. */
export function GalleryManager() {
  const t = useTranslations('websiteManager.gallery');
  const website = useQuery(websiteManagerQuery());
  const add = useAddGalleryImage();
  const sort = useSortGallery();
  const remove = useDeleteGalleryImage();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');

  const gallery = website.data?.website_manager.gallery ?? [];
  const nameOf = (i: number) => t('imageName', { n: i + 1 });
  const busy = sort.isPending || remove.isPending;

  const upload = (
    <WebsiteImageUpload
      label={t('upload')}
      multiple
      disabled={gallery.length >= GALLERY_MAX}
      hint={t('rule', {
        width: WEBSITE_IMAGE_MIN_WIDTH,
        height: WEBSITE_IMAGE_MIN_HEIGHT,
        max: WEBSITE_IMAGE_MAX_SIDE,
        count: GALLERY_MAX,
      })}
      onUploaded={(url) => add.mutateAsync({ image_url: url })}
    />
  );

  const move = (from: number, to: number) =>
    sort.mutate(
      moved(
        gallery.map((g) => g._id),
        from,
        to,
      ),
      { onSuccess: () => setAnnounce(t('movedTo', { from: from + 1, to: to + 1 })) },
    );

  let body;
  if (website.isPending) body = <ListSkeleton label={t('loading')} rowHeight={160} rows={2} />;
  else if (isFirstLoadFailure(website))
    body = <ListError message={website.error.message} onRetry={() => void website.refetch()} />;
  else if (gallery.length === 0) body = <ListEmpty title={t('empty.title')} text={t('empty.text')} action={upload} />;
  else
    body = (
      <ImageGrid label={t('listLabel')}>
        {gallery.map((image, i) => (
          <ImageTile
            key={image._id}
            image={image}
            name={nameOf(i)}
            deleteLabel={t('deleteLabel', { name: nameOf(i) })}
            onDelete={() => setDeleting(i)}
            disabled={busy}
            actions={
              <MoveButtons
                name={nameOf(i)}
                index={i}
                count={gallery.length}
                disabled={busy}
                onMove={(to) => move(i, to)}
              />
            }
          />
        ))}
      </ImageGrid>
    );

  const target = deleting === null ? undefined : gallery[deleting];
  return (
    <Stack spacing={4}>
      <Stack spacing={2} component="section" aria-labelledby="gallery-heading">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <div>
            <Typography id="gallery-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('heading')}
            </Typography>
            <Typography color="text.secondary">{t('intro')}</Typography>
          </div>
          {gallery.length > 0 && upload}
        </Stack>
        {body}
        <LiveMessage message={announce} />
      </Stack>
      {website.data && <MenuPages pages={website.data.website_manager.menu} />}
      <LazyConfirmDialog
        open={!!target}
        title={t('delete.title', { name: deleting === null ? '' : nameOf(deleting) })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => target && remove.mutate(target._id, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
