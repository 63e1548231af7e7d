import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.reset');

export default function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
