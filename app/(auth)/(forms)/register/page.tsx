import { RegisterForm } from '@/components/auth/RegisterForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.register');

export default function RegisterPage() {
  return <RegisterForm />;
}
