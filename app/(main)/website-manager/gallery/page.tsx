import { GalleryManager } from '@/components/website-manager/gallery/GalleryManager';
import { websiteManagerQuery } from '@/lib/api/website-manager';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('websiteManager.gallery');

export default function GalleryPage() {
  return (
    <MainPage namespace="websiteManager.gallery" fill={(queryClient) => prefetch(queryClient, websiteManagerQuery())}>
      <GalleryManager />
    </MainPage>
  );
}
