import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp, path, requests } from './harness';
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
    expect(alert).toHaveTextContent('Erro de validação');
    expect(alert).toHaveTextContent('Usuário ou senha inválidos.');
    expect(alert).toHaveTextContent('Confira o e-mail e a senha digitados.');
    expect(path(router)).toBe('/');
    expect(screen.getByLabelText(/^Login/)).toHaveValue('admin@painel.demo');
  });
});
