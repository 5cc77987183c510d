import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { messages } from '@/messages/screens';
import { resetPassword } from '../api/resetPassword';
import { NewPasswordForm } from './NewPasswordForm';

const route = getRouteApi('/_public/resetar_senha/{-$token}');

export function ResetPasswordScreen() {
  const { token } = route.useParams();
  const navigate = useNavigate();
  return (
    <NewPasswordForm
      title={messages.resetPassword.title}
      hint={messages.resetPassword.hint}
      passwordLabel={messages.resetPassword.password}
      confirmLabel={messages.resetPassword.confirm}
      submitLabel={messages.resetPassword.submit}
      submit={async (values) => {
        await resetPassword({ ...values, token: token ?? '' });
        await navigate({ to: '/', search: { message: 'passwordChanged' }, replace: true });
      }}
    />
  );
}
