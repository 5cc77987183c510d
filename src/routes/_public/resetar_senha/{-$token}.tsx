import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '@/features/auth/components/ResetPasswordScreen';

export const Route = createFileRoute('/_public/resetar_senha/{-$token}')({
  component: ResetPasswordScreen,
});
