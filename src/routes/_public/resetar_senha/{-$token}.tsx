import { createFileRoute } from '@tanstack/react-router';
import { withUiProvider } from '@/ui/UiProvider';
import { ResetPasswordScreen } from '@/features/auth/components/ResetPasswordScreen';

export const Route = createFileRoute('/_public/resetar_senha/{-$token}')({
  // The login route loads no Mantine code, so the layout has no provider: this screen brings one.
  component: withUiProvider(ResetPasswordScreen),
});
