import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '@/features/auth/components/ForgotPasswordScreen';

export const Route = createFileRoute('/_public/esqueci_senha')({
  component: ForgotPasswordScreen,
});
