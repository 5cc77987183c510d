import { describe, expect, it } from 'vitest';
import { buildAlert } from '@/messages/alert';

describe('alert helper', () => {
  it('shows the generic text for a 404, whatever the body says', () => {
    const alert = buildAlert('danger', { status: 404, message: 'Não achei', errors: ['x'] });
    expect(alert.text).toBe('Ocorreu um erro. Tente novamente.');
    expect(alert.list).toEqual([]);
  });

  it('shows Title followed by the Errors list', () => {
    const alert = buildAlert('danger', { status: 400, title: 'Dados inválidos', message: null, errors: ['a', 'b'] });
    expect(alert).toMatchObject({ title: null, text: 'Dados inválidos', list: ['a', 'b'], color: 'red' });
  });

  it('shows Message followed by Errors given as text', () => {
    const alert = buildAlert('danger', { status: 400, message: 'Falhou.', errors: 'Token expirado.' });
    expect(alert).toMatchObject({ text: 'Falhou. Token expirado.', list: [] });
  });

  it('prefers the Message, then the custom text, then the default of the kind', () => {
    expect(buildAlert('danger', { status: 400, message: 'Do servidor' }, 'Custom').text).toBe('Do servidor');
    expect(buildAlert('danger', { status: 400, errors: [] }, 'Custom').text).toBe('Custom');
    expect(buildAlert('danger', null).text).toBe('Ocorreu um erro. Tente novamente.');
  });

  it('has the default text of every kind', () => {
    expect(buildAlert('success').text).toBe('Sua ação foi concluida com sucesso.');
    expect(buildAlert('emptyList')).toMatchObject({ text: 'Nenhum resultado foi encontrado.', color: 'yellow' });
    expect(buildAlert('delete').text).toBe('O registro foi deletado com sucesso.');
    expect(buildAlert('save').text).toBe('O registro foi inserido com sucesso.');
    expect(buildAlert('edit').text).toBe('O registro foi editado com sucesso.');
    expect(buildAlert('firstPassword').text).toBe('Senha cadastrada com sucesso.');
    expect(buildAlert('passwordChanged').text).toBe('Sua senha foi alterada com sucesso.');
    expect(buildAlert('expiredToken')).toMatchObject({ text: 'Token incorreto ou expirado.', color: 'yellow' });
    expect(buildAlert('sessionExpired')).toMatchObject({ text: 'Sessão expirada. Realize o login novamente.', color: 'yellow' });
    expect(buildAlert('forgotPassword').text).toBe('Confira seu e-mail para encontrar instruções para recuperar sua senha.');
  });

  it('shows Title as the heading and Message under it, then the Errors: none is dropped', () => {
    const wrongPassword = { status: 400, title: 'Erro de validação', message: 'Usuário ou senha inválidos.', errors: ['Senha incorreta.'] };
    expect(buildAlert('danger', wrongPassword)).toMatchObject({
      title: 'Erro de validação',
      text: 'Usuário ou senha inválidos.',
      list: ['Senha incorreta.'],
    });
    expect(buildAlert('danger', { status: 500, title: 'Erro', message: 'Detalhe' })).toMatchObject({ title: 'Erro', text: 'Detalhe' });
    expect(buildAlert('danger', { status: 400, title: 'Erro', message: 'Detalhe', errors: 'Mais.' })).toMatchObject({
      title: 'Erro',
      text: 'Detalhe Mais.',
    });
  });

  it('a Title alone heads the custom or default text; Errors alone follow it', () => {
    expect(buildAlert('danger', { status: 500, title: 'Erro' }, 'Custom')).toMatchObject({ title: 'Erro', text: 'Custom' });
    expect(buildAlert('danger', { status: 400, errors: ['a'] })).toMatchObject({
      title: null,
      text: 'Ocorreu um erro. Tente novamente.',
      list: ['a'],
    });
  });
});
