'use client';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/ui/LazyConfirmDialog';
import { useAddMenuImage, useDeleteMenuImage } from '@/lib/api/website-manager';
import { MENU_PAGE_IMAGES_MAX, MENU_PAGES_MAX } from '@/lib/contract/plain/website-manager';
import type { MenuPage } from '@/lib/contract/website-manager';
import { WebsiteImageUpload } from '../WebsiteImageUpload';
import { ImageGrid } from './ImageGrid';
import { ImageTile } from './ImageTile';

/** The printed menu as pictures, page by page (POST menu, DELETE menu/?gallery_id=&page=). */
export function MenuPages({ pages }: { pages: MenuPage[] }) {
  const t = useTranslations('websiteManager.menuPages');
  const add = useAddMenuImage();
  const remove = useDeleteMenuImage();
  const [deleting, setDeleting] = useState<{ id: string; page: number; name: string } | null>(null);
  const nextPage = Math.max(0, ...pages.map((p) => p.page)) + 1;
  const nameOf = (page: number, i: number) => t('imageName', { page, n: i + 1 });

  return (
    <Stack spacing={2} component="section" aria-labelledby="menu-pages-heading">
      <div>
        <Typography id="menu-pages-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('heading')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </div>
      {pages.map(({ page, images }) => (
        <Paper key={page} variant="outlined" component="section" aria-label={t('pageLabel', { page })} sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('pageLabel', { page })}
              </Typography>
              <WebsiteImageUpload
                label={t('addToPage', { page })}
                variant="outlined"
                disabled={images.length >= MENU_PAGE_IMAGES_MAX}
                onUploaded={(url) => add.mutateAsync({ page, image_url: url })}
              />
            </Stack>
            <ImageGrid label={t('pageLabel', { page })}>
              {images.map((image, i) => (
                <ImageTile
                  key={image._id}
                  image={image}
                  name={nameOf(page, i)}
                  deleteLabel={t('deleteLabel', { name: nameOf(page, i) })}
                  onDelete={() => setDeleting({ id: image._id, page, name: nameOf(page, i) })}
                  disabled={remove.isPending}
                />
              ))}
            </ImageGrid>
          </Stack>
        </Paper>
      ))}
      {nextPage <= MENU_PAGES_MAX && (
        <WebsiteImageUpload
          label={t('addPage', { page: nextPage })}
          variant="outlined"
          hint={pages.length === 0 ? t('empty') : undefined}
          onUploaded={(url) => add.mutateAsync({ page: nextPage, image_url: url })}
        />
      )}
      <LazyConfirmDialog
        open={!!deleting}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate({ id: deleting.id, page: deleting.page }, { onSuccess: () => setDeleting(null) })
        }
      />
    </Stack>
  );
}
