import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { messages } from '@/messages/screens';
import { createFirstPassword } from '../api/firstPassword';
import { NewPasswordForm } from './NewPasswordForm';

const route = getRouteApi('/_public/criar_senha/{-$token}');

export function CreatePasswordScreen() {
  const { token } = route.useParams();
  const navigate = useNavigate();
  return (
    <NewPasswordForm
      title={messages.createPassword.title}
      passwordLabel={messages.createPassword.password}
      confirmLabel={messages.createPassword.confirm}
      submitLabel={messages.createPassword.submit}
      submit={async (values) => {
        // The route's loader already sent a missing token away.
        await createFirstPassword({ ...values, token: token ?? '' });
        await navigate({ to: '/', search: { message: 'firstPasswordCreated' }, replace: true });
      }}
    />
  );
}
