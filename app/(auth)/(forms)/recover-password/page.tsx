import { RecoverPasswordForm } from '@/components/auth/RecoverPasswordForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.recover');

export default function RecoverPasswordPage() {
  return <RecoverPasswordForm />;
}
