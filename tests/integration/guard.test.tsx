import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp, path, seedSession } from './harness';

describe('navigation guard', () => {
  it('sends a protected route without a session to login', async () => {
    for (const url of ['/dashboard', '/alertas', '/logout']) {
      const { router, unmount } = await renderApp(url);
      expect(path(router)).toBe('/');
      unmount();
    }
  });

  it('sends a public route with a session to the dashboard', async () => {
    await seedSession({ features: [3, 5] });
    const { router } = await renderApp('/esqueci_senha');
    expect(path(router)).toBe('/dashboard');
  });

  it('sends institution 165 to the alerts page', async () => {
    await seedSession({ institutionId: 165, features: [4] });
    const { router } = await renderApp('/');
    expect(path(router)).toBe('/alertas');
  });

  it('treats an expired token as no session', async () => {
    await seedSession({ expiresInSeconds: -60 });
    const { router } = await renderApp('/dashboard');
    expect(path(router)).toBe('/');
    expect(localStorage.getItem('painel.session')).toBeNull();
  });

  it('shows the subscriber notice instead of the dashboard without feature 4', async () => {
    await seedSession({ features: ['3', '5'] });
    await renderApp('/dashboard');
    expect(await screen.findByText('Disponível apenas para assinantes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entre em contato' })).toHaveAttribute('href', 'mailto:contato@painel.demo');
    expect(screen.queryByRole('heading', { name: 'Bem vindo!' })).not.toBeInTheDocument();
  });

  it('shows the dashboard header with feature 4 given as a scalar claim', async () => {
    await seedSession({ features: '4' });
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Bem vindo!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
    expect(screen.getByText(/^Atualizado última vez em \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}$/)).toBeInTheDocument();
  });

  it('shows the alerts header with its stamp', async () => {
    await seedSession();
    await renderApp('/alertas');
    expect(await screen.findByRole('heading', { name: 'Alertas' })).toBeInTheDocument();
    expect(screen.getByText('Alertas de pacientes pendentes')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}h$/)).toBeInTheDocument());
  });

  it('shows the arrival message of a known key only', async () => {
    await renderApp('/?message=sessionExpired');
    expect(await screen.findByText('Sessão expirada. Realize o login novamente.')).toBeInTheDocument();
  });

  it('ignores an unknown message key', async () => {
    const { router } = await renderApp('/?message=hack');
    expect(path(router)).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Bem Vindo!' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
