import { LoginForm } from '@/components/auth/LoginForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.login');

export default function LoginPage() {
  return <LoginForm />;
}
