// @vitest-environment jsdom
/**
 * The zod/mini blocks of src/ui/form/validation.ts in a real react-hook-form through zodResolver:
 * the spec's texts reach the fields, and a valid form submits its values.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, MaskInput, TextInput } from '@mantine/core';
import { phoneMaskProps } from '@/lib/masks';
import { messages } from '@/messages/screens';
import { atLeastOne, cpf, email, optionalEmail, optionalText, phone, requiredText } from '@/ui/form/validation';
import { slow } from '../waits';

afterEach(cleanup);

const text = messages.validation;

const schema = z.object({
  name: requiredText(10),
  nickname: requiredText(255, 3),
  note: optionalText(5),
  email: email(),
  contact: optionalEmail(),
  cpf: cpf(),
  phone: phone(),
  teams: atLeastOne(text.atLeastOneTeam),
});
type Values = z.input<typeof schema>;

const empty: Values = { name: '', nickname: '', note: '', email: '', contact: '', cpf: '', phone: '', teams: [] };

function Form({ onValid, defaults = empty }: { onValid: (values: Values) => void; defaults?: Values }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors } = form.formState;
  return (
    <MantineProvider>
      <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate>
        <TextInput label="Nome" {...form.register('name')} error={errors.name?.message} />
        <TextInput label="Apelido" {...form.register('nickname')} error={errors.nickname?.message} />
        <TextInput label="Nota" {...form.register('note')} error={errors.note?.message} />
        <TextInput label="Email" {...form.register('email')} error={errors.email?.message} />
        <TextInput label="Contato" {...form.register('contact')} error={errors.contact?.message} />
        <TextInput label="CPF" {...form.register('cpf')} error={errors.cpf?.message} />
        <Controller
          control={form.control}
          name="phone"
          render={({ field, fieldState }) => (
            <MaskInput
              {...phoneMaskProps}
              label="Telefone"
              value={field.value}
              onChangeRaw={(raw) => field.onChange(raw)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="teams"
          render={({ field, fieldState }) => (
            <fieldset>
              <label>
                <input type="checkbox" checked={field.value.includes('7')} onChange={(e) => field.onChange(e.currentTarget.checked ? ['7'] : [])} />
                Equipe 7
              </label>
              {fieldState.error && <p>{fieldState.error.message}</p>}
            </fieldset>
          )}
        />
        <button type="submit">Salvar</button>
      </form>
    </MantineProvider>
  );
}

/**
 * The error text a Mantine field shows and points to with aria-describedby. (MaskInput 9.7.3 drops
 * the aria-invalid its `error` sets, so that attribute is not what this reads.)
 */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return (
    ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim() || null
  );
}

describe('form rules in react-hook-form', () => {
  it('shows the spec texts on an untouched submit, and sends nothing', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(text.atLeastOneTeam)).toBeInTheDocument();
    expect(errorOf('Nome')).toBe(text.required);
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf('Apelido')).toBe(text.required);
    expect(errorOf('Nota')).toBeNull();
    expect(errorOf('Email')).toBe(text.required);
    expect(errorOf('Contato')).toBeNull();
    expect(errorOf('CPF')).toBe(text.required);
    expect(errorOf('Telefone')).toBe(text.required);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows length, e-mail, CPF and phone texts for wrong values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Nome'), 'Nome longo demais');
    await user.type(screen.getByLabelText('Apelido'), 'ab');
    await user.type(screen.getByLabelText('Nota'), 'seis c');
    await user.type(screen.getByLabelText('Email'), 'joana@');
    await user.type(screen.getByLabelText('Contato'), 'sem arroba');
    await user.type(screen.getByLabelText('CPF'), '123.456.789-00');
    await user.type(screen.getByLabelText('Telefone'), '11387654321');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(text.maxLength(10))).toBeInTheDocument();
    expect(errorOf('Nome')).toBe(text.maxLength(10));
    expect(errorOf('Apelido')).toBe(text.minLength(3));
    expect(errorOf('Nota')).toBe(text.maxLength(5));
    expect(errorOf('Email')).toBe(text.email);
    expect(errorOf('Contato')).toBe(text.email);
    expect(errorOf('CPF')).toBe(text.cpf);
    // Eleven digits without the mobile's 9: neither Fixo nor Celular.
    expect(errorOf('Telefone')).toBe(text.phone);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits valid values, the phone as digits from the mask', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Nome'), 'Joana');
    await user.type(screen.getByLabelText('Apelido'), '  Jo  a');
    await user.type(screen.getByLabelText('Email'), 'joana@exemplo.com.br');
    await user.type(screen.getByLabelText('CPF'), '529.982.247-25');
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    await user.click(screen.getByRole('checkbox', { name: 'Equipe 7' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1), slow);
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      name: 'Joana',
      nickname: '  Jo  a',
      note: '',
      email: 'joana@exemplo.com.br',
      contact: '',
      cpf: '529.982.247-25',
      phone: '11987654321',
      teams: ['7'],
    });
    expect(screen.getByLabelText<HTMLInputElement>('Telefone').value).toBe('(11) 98765-4321');
  });

  it('takes a stored landline, shown masked, as valid', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(
      <Form
        onValid={onValid}
        defaults={{ ...empty, name: 'Ana', nickname: 'Ana', email: 'ana@x.br', cpf: '11144477735', phone: '1134567890', teams: ['7'] }}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Telefone').value).toBe('(11) 3456-7890');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1), slow);
  });
});

describe('the blocks alone', () => {
  const issues = (schema: z.ZodMiniType, value: unknown) => {
    const result = z.safeParse(schema, value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('counts blanks as empty and lengths once trimmed', () => {
    expect(issues(requiredText(), ' \t ')).toEqual([text.required]);
    expect(issues(requiredText(3), ' abc ')).toEqual([]);
    expect(issues(requiredText(3), 'abcd')).toEqual([text.maxLength(3)]);
    expect(issues(requiredText(), 'x'.repeat(255))).toEqual([]);
    expect(issues(requiredText(), 'x'.repeat(256))).toEqual([text.maxLength(255)]);
    expect(issues(optionalText(3), '')).toEqual([]);
  });

  it('e-mail: required, valid, at most 255', () => {
    expect(issues(email(), '')).toEqual([text.required]);
    expect(issues(email(), 'a@b')).toEqual([text.email]);
    expect(issues(email(), 'a b@c.br')).toEqual([text.email]);
    expect(issues(email(), ' ana@x.br ')).toEqual([]);
    expect(issues(email(), `${'a'.repeat(250)}@x.com.br`)).toEqual([text.maxLength(255)]);
    expect(issues(optionalEmail(), '  ')).toEqual([]);
  });

  it('CPF and phone: required first, then the check', () => {
    expect(issues(cpf(), '')).toEqual([text.required]);
    expect(issues(cpf(), '000.000.000-00')).toEqual([text.cpf]);
    expect(issues(cpf(), '52998224725')).toEqual([]);
    expect(issues(phone(), '(')).toEqual([text.required]);
    expect(issues(phone(), '119876543')).toEqual([text.phone]);
    expect(issues(phone(), '(11) 3456-7890')).toEqual([]);
  });

  it("at least one id, with the caller's text", () => {
    expect(issues(atLeastOne(text.atLeastOneTeam), [])).toEqual([text.atLeastOneTeam]);
    expect(issues(atLeastOne(text.atLeastOneTeam), ['1'])).toEqual([]);
  });
});
