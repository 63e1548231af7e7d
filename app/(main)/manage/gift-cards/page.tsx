import { GiftCardManager } from '@/components/gift-cards/GiftCardManager';
import { giftCardsQuery } from '@/lib/api/gift-cards';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('giftCards');

export default function GiftCardsPage() {
  return (
    <MainPage namespace="giftCards" fill={(queryClient) => prefetch(queryClient, giftCardsQuery())}>
      <GiftCardManager />
    </MainPage>
  );
}
