import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_BASE, captureBodies, renderApp, path, requests, server } from './harness';
import { setShapes } from '@/mocks/control';
import { signDemoToken } from '@/mocks/jwt';
import { DEMO_PASSWORD } from '@/mocks/store';

async function signIn(login: string, password = DEMO_PASSWORD) {
  const app = await renderApp('/');
  await app.user.type(await screen.findByLabelText(/^Login/), login);
  await app.user.type(screen.getByLabelText(/^Senha/), password);
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
  return app;
}

describe('login', () => {
  it('lands on the dashboard with feature 4', async () => {
    const { router } = await signIn('admin@painel.demo');
    await waitFor(() => expect(path(router)).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Bem vindo!' })).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/account/login')).toBeTruthy();
  });

  it('lands on the alerts page without feature 4', async () => {
    const { router } = await signIn('semdashboard@painel.demo');
    await waitFor(() => expect(path(router)).toBe('/alertas'));
    expect(await screen.findByRole('heading', { name: 'Alertas' })).toBeInTheDocument();
  });

  it.each(['/', '/?message=sessionExpired'])('gives the login field the focus when the screen opens (%s)', async (url) => {
    await renderApp(url);
    const login = await screen.findByLabelText(/^Login/);
    await waitFor(() => expect(login).toHaveFocus());
  });

  it('shows the validation messages and keeps what was typed', async () => {
    const app = await renderApp('/');
    await app.user.type(await screen.findByLabelText(/^Login/), 'nao-e-email');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe um email válido.')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Login/)).toHaveValue('nao-e-email');
  });

  it('shows the server error as a danger alert', async () => {
    const { router } = await signIn('admin@painel.demo', 'SenhaErrada1');
    // Title, Message and Errors: none of the three is dropped.
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Erro de validação'));
    expect(alert).toHaveTextContent('Usuário ou senha inválidos.');
    expect(alert).toHaveTextContent('Confira o e-mail e a senha digitados.');
    expect(path(router)).toBe('/');
    expect(screen.getByLabelText(/^Login/)).toHaveValue('admin@painel.demo');
  });

  // The login form does without react-hook-form (decision 0013): its errors show as the other
  // forms' onTouched mode shows them.
  it("shows a field's error once it loses focus, and clears it as the user corrects it", async () => {
    const app = await renderApp('/');
    const login = await screen.findByLabelText(/^Login/);
    await app.user.type(login, 'admin');
    expect(screen.queryByText('Informe um email válido.')).not.toBeInTheDocument();
    await app.user.tab();
    expect(await screen.findByText('Informe um email válido.')).toBeInTheDocument();
    expect(login).toHaveAttribute('aria-invalid', 'true');
    // The password field was only focused: its error waits for it to lose focus.
    expect(screen.queryByText('Campo obrigatório.')).not.toBeInTheDocument();
    await app.user.type(login, '@painel.demo');
    expect(screen.queryByText('Informe um email válido.')).not.toBeInTheDocument();
    expect(login).toHaveValue('admin@painel.demo');
  });

  it('focuses the first invalid field on submit and calls nothing', async () => {
    const app = await renderApp('/');
    await app.user.type(await screen.findByLabelText(/^Senha/), DEMO_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Login/)).toHaveFocus();
    expect(screen.getByLabelText(/^Senha/)).toHaveValue(DEMO_PASSWORD);
    expect(requests.some((r) => r.path === '/api/account/login')).toBe(false);
  });

  it('sends the login and the password, and the button stays busy until the answer', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      // Returning nothing hands the held request on to the demo API's handler.
      http.post(`${API_BASE}api/account/login`, async () => {
        await held;
      }),
    );
    const bodies = captureBodies('POST', /^\/api\/account\/login$/);
    const app = await renderApp('/');
    await app.user.type(await screen.findByLabelText(/^Login/), 'admin@painel.demo');
    await app.user.type(screen.getByLabelText(/^Senha/), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled());
    expect(bodies).toEqual([{ path: '/api/account/login', body: { login: 'admin@painel.demo', password: DEMO_PASSWORD } }]);
    release();
    await waitFor(() => expect(path(app.router)).toBe('/dashboard'));
  });

  describe('a login answer typed loosely (decision 0023): only the token is needed', () => {
    /** The login answered with a demo token (institution 1 unless told) and this InstitutionUser. */
    function answerLogin(InstitutionUser: unknown, InstitutionId = 1) {
      server.use(
        http.post(`${API_BASE}api/account/login`, async () => {
          const token = await signDemoToken({ sub: 'admin@painel.demo', FeaturesId: [3, 4, 5], InstitutionId });
          return HttpResponse.json(InstitutionUser === undefined ? { Token: token } : { Token: { Value: token }, InstitutionUser });
        }),
      );
    }

    it('signs in, names the user by the login typed when the name is null, and reads the trial as text', async () => {
      answerLogin({ Name: null, Institution: { Id: '1', Name: null }, IsTrial: '1', TrialRemainingDays: '12', Profile: 2 });
      const { router } = await signIn('admin@painel.demo');
      await waitFor(() => expect(path(router)).toBe('/dashboard'));
      expect(await screen.findByRole('heading', { name: 'Bem vindo!' })).toBeInTheDocument();
      expect(screen.getByTestId('user-names')).toHaveTextContent(/^admin@painel\.demo$/);
      expect(screen.getByText('Faltam 12 dias para expirar seu período de teste.')).toBeInTheDocument();
      expect(screen.queryByText('O servidor respondeu em um formato inesperado.')).not.toBeInTheDocument();
    });

    it("signs in without an InstitutionUser: the institution comes from the token's claim (165 lands on the alerts)", async () => {
      answerLogin(undefined, 165);
      const { router } = await signIn('admin@painel.demo');
      await waitFor(() => expect(path(router)).toBe('/alertas'));
      expect(await screen.findByRole('img', { name: 'Logotipo da instituição' })).toBeInTheDocument();
      expect(screen.getByTestId('user-names')).toHaveTextContent(/^admin@painel\.demo$/);
      expect(screen.queryByText(/período de teste/)).not.toBeInTheDocument();
    });

    it("signs in against the demo's 'spec' profile, whose institution id is text", async () => {
      setShapes('spec');
      const { router } = await signIn('hospital165@painel.demo');
      await waitFor(() => expect(path(router)).toBe('/alertas'));
      expect(await screen.findByRole('img', { name: 'Logotipo da instituição' })).toBeInTheDocument();
      expect(screen.getByTestId('user-names')).toHaveTextContent('Hospital São Lucas do Litoral');
      expect(screen.getByTestId('user-names')).toHaveTextContent('hospital165@painel.demo');
    });
  });
});
