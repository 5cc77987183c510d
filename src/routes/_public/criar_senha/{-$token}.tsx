import { createFileRoute, redirect } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { professionalAppPasswordCreatedUrl } from '@/features/auth/professionalApp';
import { withUiProvider } from '@/ui/UiProvider';
import { CreatePasswordScreen } from '@/features/auth/components/CreatePasswordScreen';

export const Route = createFileRoute('/_public/criar_senha/{-$token}')({
  beforeLoad: ({ params, context }) => {
    if (!params.token) {
      throw redirect({ href: professionalAppPasswordCreatedUrl(context.config.professionalAppUrl) });
    }
  },
  // The form is shown only for a valid token: 404 means expired, anything else is an error.
  loader: async ({ params }) => {
    try {
      // The API client's code comes with the first call, never with the login route (decision 0027).
      const { checkFirstAccessToken } = await import('@/features/auth/api/firstAccess');
      await checkFirstAccessToken(params.token ?? '');
    } catch (error) {
      const expired = isApiError(error) && error.status === 404;
      throw redirect({ to: '/', search: { message: expired ? 'expiredToken' : 'danger' }, replace: true });
    }
  },
  // The login route loads no Mantine code, so the layout has no provider: this screen brings one.
  component: withUiProvider(CreatePasswordScreen),
});
