import { PageMessages } from '@/components/providers/PageMessages';
import { ChangePasswordForm } from '@/components/auth/ChangePasswordForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.changePassword');

export default function ChangePasswordPage() {
  return (
    <PageMessages>
      <ChangePasswordForm />
    </PageMessages>
  );
}
