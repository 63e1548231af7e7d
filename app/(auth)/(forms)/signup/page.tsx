import { RegisterForm } from '@/components/auth/RegisterForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.register');

/** SPEC §2: /signup is the same screen as /register. */
export default function SignupPage() {
  return <RegisterForm />;
}
