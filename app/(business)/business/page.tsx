import { BusinessRegisterForm } from '@/components/business/BusinessRegisterForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('business.register');

export default function BusinessPage() {
  return <BusinessRegisterForm />;
}
