import { useState } from 'react';
import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@/messages/catalogue';
import { buildAlert, type AlertContent } from '@/messages/alert';
import { AlertMessage } from '@/ui/AlertMessage';
import { isApiError } from '@/api/errors';
import { newPasswordFormSchema, type NewPasswordForm as Values } from '../schemas';

interface Props {
  title: string;
  hint?: string;
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  /** Resolves when the password was accepted; a rejection becomes the danger alert. */
  submit: (values: Values) => Promise<void>;
}

/** The two-field password form shared by 'Criar Senha' and 'Renovar senha'. */
export function NewPasswordForm({ title, hint, passwordLabel, confirmLabel, submitLabel, submit }: Props) {
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await submit(values);
    } catch (error) {
      setAlert(buildAlert('danger', isApiError(error) ? error.toAlertInput() : null));
    }
  });

  const toggle = { 'aria-label': messages.common.showPassword };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="password-title">
      <Stack gap="md">
        <Title id="password-title" order={1} size="h2" ta="center">
          {title}
        </Title>
        {alert && <AlertMessage alert={alert} onClose={() => setAlert(null)} />}
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        <PasswordInput
          label={passwordLabel}
          autoComplete="new-password"
          withAsterisk
          error={errors.password?.message}
          visibilityToggleButtonProps={toggle}
          {...form.register('password', { deps: ['confirmPassword'] })}
        />
        <PasswordInput
          label={confirmLabel}
          autoComplete="new-password"
          withAsterisk
          error={errors.confirmPassword?.message}
          visibilityToggleButtonProps={toggle}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
