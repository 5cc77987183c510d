import { createFileRoute } from '@tanstack/react-router';
import { loginSearchSchema } from '@/features/auth/searchSchemas';
import { LoginScreen } from '@/features/auth/components/LoginScreen';

export const Route = createFileRoute('/_public/')({
  validateSearch: loginSearchSchema,
  component: LoginScreen,
});
