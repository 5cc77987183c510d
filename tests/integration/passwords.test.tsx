import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp, path } from './harness';

async function fillPasswords(user: Awaited<ReturnType<typeof renderApp>>['user'], first: string, second: string, labels: [string, string]) {
  await user.type(await screen.findByLabelText(new RegExp(`^${labels[0]}`)), first);
  await user.type(screen.getByLabelText(new RegExp(`^${labels[1]}`)), second);
}

describe('create password', () => {
  it('shows the form for a valid token and lands on login with firstPasswordCreated', async () => {
    const { router, user } = await renderApp('/criar_senha/convite-valido');
    expect(await screen.findByRole('heading', { name: 'Criar Senha' })).toBeInTheDocument();
    await fillPasswords(user, 'Nova123', 'Nova123', ['Digite a senha', 'Confirme a senha']);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(router.state.location.search).toEqual({ message: 'firstPasswordCreated' });
    expect(await screen.findByText('Senha cadastrada com sucesso.')).toBeInTheDocument();
  });

  it('sends an expired token to login with expiredToken', async () => {
    const { router } = await renderApp('/criar_senha/convite-expirado');
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(await screen.findByText('Token incorreto ou expirado.')).toBeInTheDocument();
  });

  it('sends any other failure to login with danger', async () => {
    const { router } = await renderApp('/criar_senha/convite-quebrado');
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(await screen.findByText('Ocorreu um erro. Tente novamente.')).toBeInTheDocument();
  });

  it('validates both fields and keeps what was typed', async () => {
    const { user } = await renderApp('/criar_senha/convite-valido');
    await fillPasswords(user, 'abc', 'abcdefh', ['Digite a senha', 'Confirme a senha']);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('O campo deve conter no mínimo 6 caracteres.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Digite a senha/), 'defg');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('As senhas não são iguais.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirme a senha/)).toHaveValue('abcdefh');
  });
});

describe('forgot password', () => {
  it('shows the sent view, goes back to the form with the e-mail kept, and OK goes to login', async () => {
    const { router, user } = await renderApp('/esqueci_senha');
    expect(await screen.findByRole('heading', { name: 'Esqueceu a senha?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@clinica.com.br');
    await user.click(screen.getByRole('button', { name: 'Recuperar Senha' }));
    expect(await screen.findByRole('heading', { name: 'E-mail Enviado!' })).toBeInTheDocument();
    expect(screen.getByText('Confira seu e-mail para encontrar instruções para recuperar sua senha.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar Novamente' }));
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('ana@clinica.com.br');
    await user.click(screen.getByRole('button', { name: 'Recuperar Senha' }));
    await user.click(await screen.findByRole('button', { name: 'OK!' }));
    await waitFor(() => expect(path(router)).toBe('/'));
  });

  it('validates the e-mail', async () => {
    const { user } = await renderApp('/esqueci_senha');
    await user.click(await screen.findByRole('button', { name: 'Recuperar Senha' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('shows the hint and lands on login with passwordChanged', async () => {
    const { router, user } = await renderApp('/resetar_senha/redefinir-valido');
    expect(await screen.findByRole('heading', { name: 'Renovar senha' })).toBeInTheDocument();
    expect(screen.getByText(/letra maiúscula e um número/)).toBeInTheDocument();
    await fillPasswords(user, 'Trocada9', 'Trocada9', ['Nova Senha', 'Confirmar Senha']);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(await screen.findByText('Sua senha foi alterada com sucesso.')).toBeInTheDocument();
  });

  it('shows the server error for an expired token and keeps the form', async () => {
    const { router, user } = await renderApp('/resetar_senha/redefinir-expirado');
    await fillPasswords(user, 'Trocada9', 'Trocada9', ['Nova Senha', 'Confirmar Senha']);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    // The alert's region is laid out empty and filled on the next frame (AlertMessageView).
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Não foi possível alterar a senha.'));
    expect(alert).toHaveTextContent('Token incorreto ou expirado.');
    expect(path(router)).toBe('/resetar_senha/redefinir-expirado');
    expect(screen.getByLabelText(/^Nova Senha/)).toHaveValue('Trocada9');
  });
});
