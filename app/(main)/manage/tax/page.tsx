import { TaxManager } from '@/components/tax/TaxManager';
import { taxesQuery } from '@/lib/api/taxes';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('taxes');

export default function TaxPage() {
  return (
    <MainPage namespace="taxes" fill={(queryClient) => prefetch(queryClient, taxesQuery())}>
      <TaxManager />
    </MainPage>
  );
}
