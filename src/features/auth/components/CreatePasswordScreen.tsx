import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { messages } from '@/messages/screens';
import { useFirstPasswordMutation } from '../api/firstPassword';
import { NewPasswordForm } from './NewPasswordForm';

const route = getRouteApi('/_public/criar_senha/{-$token}');

export function CreatePasswordScreen() {
  const { token } = route.useParams();
  const navigate = useNavigate();
  const mutation = useFirstPasswordMutation();
  return (
    <NewPasswordForm
      title={messages.createPassword.title}
      passwordLabel={messages.createPassword.password}
      confirmLabel={messages.createPassword.confirm}
      submitLabel={messages.createPassword.submit}
      submit={async (values) => {
        // The route's loader already sent a missing token away.
        await mutation.mutateAsync({ ...values, token: token ?? '' });
        await navigate({ to: '/', search: { message: 'firstPasswordCreated' }, replace: true });
      }}
    />
  );
}
