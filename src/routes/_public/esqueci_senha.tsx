import { createFileRoute } from '@tanstack/react-router';
import { withUiProvider } from '@/ui/UiProvider';
import { ForgotPasswordScreen } from '@/features/auth/components/ForgotPasswordScreen';

export const Route = createFileRoute('/_public/esqueci_senha')({
  // The login route loads no Mantine code, so the layout has no provider: this screen brings one.
  component: withUiProvider(ForgotPasswordScreen),
});
