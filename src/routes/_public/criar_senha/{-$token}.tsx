import { createFileRoute, redirect } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { checkFirstAccessToken } from '@/features/auth/api/firstAccess';
import { professionalAppPasswordCreatedUrl } from '@/features/auth/professionalApp';
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
      await checkFirstAccessToken(params.token ?? '');
    } catch (error) {
      const expired = isApiError(error) && error.status === 404;
      throw redirect({ to: '/', search: { message: expired ? 'expiredToken' : 'danger' }, replace: true });
    }
  },
  component: CreatePasswordScreen,
});
