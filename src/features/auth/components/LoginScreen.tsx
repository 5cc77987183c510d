import { useState, useTransition, type FormEvent } from 'react';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { messages } from '@/messages/catalogue';
import { arrivalAlert, buildAlert, type AlertContent } from '@/messages/alert';
import { AlertMessage } from '@/ui/AlertMessage';
import { PlainButton, PlainTextField, plain } from '@/ui/plain/Plain';
import { isApiError } from '@/api/errors';
import { startSession } from '@/session/store';
import { loginLanding } from '@/session/rules';
import { useConfig } from '@/config/useConfig';
import type { LoginForm } from '../loginFormSchema';
import { useLoginFields } from '../loginFields';

const route = getRouteApi('/_public/');

export function LoginScreen() {
  const { message } = route.useSearch();
  const navigate = useNavigate();
  const [submitAlert, setSubmitAlert] = useState<AlertContent | null>(null);
  const [arrivalClosed, setArrivalClosed] = useState(false);
  const { field, validate } = useLoginFields();
  const [isSubmitting, startSubmit] = useTransition();
  // A shared workstation's browser keeps no sign-in typed here, so offers none to the next person
  // (config.json `loginAutocomplete`, off by default).
  const remember = useConfig().loginAutocomplete;

  const signIn = async (values: LoginForm) => {
    // The key of the offline cache is derived from the password (the slow part) while the
    // login call is answered, so the sign-in waits for neither one after the other.
    // Their code loads here too, as does the API client's: the login route's first load does
    // without them (decisions 0011, 0027).
    const loginModule = import('../api/login');
    const vaultModule = import('@/session/vault');
    const lockModule = import('@/session/lock');
    const vault = vaultModule.then((m) => m.prepareVault(values.password)).catch(() => null);
    try {
      const answer = await (await loginModule).login(values);
      const [prepared, { installVault }, { markSignedIn }] = await Promise.all([vault, vaultModule, lockModule]);
      const session = startSession(answer.Token, answer.InstitutionUser, ({ userKey }) => {
        markSignedIn();
        // Without WebCrypto (a page not served over HTTPS) nothing is stored: online only.
        if (!prepared) return null;
        installVault(userKey, prepared);
        return prepared.dataKey;
      });
      await navigate({
        to: loginLanding({ institutionId: session.user.Institution.Id, features: session.features }),
        replace: true,
      });
    } catch (error) {
      setSubmitAlert(buildAlert('danger', isApiError(error) ? error.toAlertInput() : null));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const values = validate(event.currentTarget);
    if (!values) return;
    setSubmitAlert(null);
    setArrivalClosed(true);
    // React's own pending state: the button stays busy until the landing screen is reached.
    startSubmit(() => signIn(values));
  };

  const alert = submitAlert ?? (message && !arrivalClosed ? arrivalAlert(message) : null);

  // Plain elements (ui/plain): the login route loads no Mantine code (decision 0027).
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <div className={plain.stack}>
        <h1 id="login-title" className={`${plain.title} ${plain.centred}`}>
          {messages.login.title}
        </h1>
        {alert && <AlertMessage alert={alert} onClose={() => (submitAlert ? setSubmitAlert(null) : setArrivalClosed(true))} />}
        {/* The one thing to do on this screen: the login field has the focus when it opens. */}
        <PlainTextField label={messages.login.login} type="email" autoComplete={remember ? 'username' : 'off'} withAsterisk autoFocus {...field('login')} />
        <PlainTextField
          label={messages.login.password}
          autoComplete={remember ? 'current-password' : 'off'}
          withAsterisk
          toggleLabel={messages.common.showPassword}
          {...field('password')}
        />
        <Link to="/esqueci_senha" className={plain.link}>
          {messages.login.forgot}
        </Link>
        <PlainButton type="submit" loading={isSubmitting} fullWidth>
          {messages.login.submit}
        </PlainButton>
      </div>
    </form>
  );
}
