import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@/messages/screens';
import { buildAlert, type AlertContent } from '@/messages/alert';
import { AlertMessage } from '@/ui/AlertMessage';
import { isApiError } from '@/api/errors';
import { useConfig } from '@/config/useConfig';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '../schemas';
import { forgotPassword } from '../api/forgotPassword';

export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const [alert, setAlert] = useState<AlertContent | null>(null);
  // As the login's: the e-mail typed here is offered to the next person only where config.json says so.
  const remember = useConfig().loginAutocomplete;
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await forgotPassword(values);
      setSent(true);
    } catch (error) {
      setAlert(buildAlert('danger', isApiError(error) ? error.toAlertInput() : null));
    }
  });

  if (sent) {
    return (
      <Stack gap="md" ta="center">
        <Title order={1} size="h2">
          {messages.forgotPassword.sentTitle}
        </Title>
        <Text>{messages.alerts.forgotPassword}</Text>
        <Group justify="center">
          <Button onClick={() => void navigate({ to: '/' })}>{messages.forgotPassword.ok}</Button>
          {/* Back to the form, with the e-mail still typed in. */}
          <Button variant="default" onClick={() => setSent(false)}>
            {messages.forgotPassword.sendAgain}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="forgot-title">
      <Stack gap="md">
        <Title id="forgot-title" order={1} size="h2" ta="center">
          {messages.forgotPassword.title}
        </Title>
        {alert && <AlertMessage alert={alert} onClose={() => setAlert(null)} />}
        <Text size="sm" c="dimmed">
          {messages.forgotPassword.intro}
        </Text>
        <TextInput
          label={messages.forgotPassword.email}
          type="email"
          autoComplete={remember ? 'email' : 'off'}
          withAsterisk
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {messages.forgotPassword.submit}
        </Button>
        <Anchor component={Link} to="/" size="sm" ta="center">
          {messages.forgotPassword.backToLogin}
        </Anchor>
      </Stack>
    </form>
  );
}
