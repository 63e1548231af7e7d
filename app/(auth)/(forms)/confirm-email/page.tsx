import { ConfirmEmailForm } from '@/components/auth/ConfirmEmailForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.confirmEmail');

export default function ConfirmEmailPage() {
  return <ConfirmEmailForm />;
}
