import { createFileRoute } from '@tanstack/react-router';
import { UiProvider } from '@/ui/UiProvider';
import { ResetPasswordScreen } from '@/features/auth/components/ResetPasswordScreen';

export const Route = createFileRoute('/_public/resetar_senha/{-$token}')({
  component: ResetPasswordRoute,
});

/** The login route loads no Mantine code, so the layout has no provider: this screen brings one. */
function ResetPasswordRoute() {
  return (
    <UiProvider>
      <ResetPasswordScreen />
    </UiProvider>
  );
}
