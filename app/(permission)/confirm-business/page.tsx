import { ConfirmBusiness } from '@/components/business/ConfirmBusiness';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('business.confirm');

export default function ConfirmBusinessPage() {
  return <ConfirmBusiness />;
}
