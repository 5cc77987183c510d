import { createFileRoute } from '@tanstack/react-router';
import { UiProvider } from '@/ui/UiProvider';
import { ForgotPasswordScreen } from '@/features/auth/components/ForgotPasswordScreen';

export const Route = createFileRoute('/_public/esqueci_senha')({
  component: ForgotPasswordRoute,
});

/** The login route loads no Mantine code, so the layout has no provider: this screen brings one. */
function ForgotPasswordRoute() {
  return (
    <UiProvider>
      <ForgotPasswordScreen />
    </UiProvider>
  );
}
