import { useEffect, useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { messages } from '@/messages/catalogue';
import { endSession } from '@/session/store';
import { unlock, type UnlockResult } from '@/session/lock';
import { startArgon2Ahead } from '@/lib/argon2';
import { useShell } from '@/session/useSession';
import { Logo } from '@/ui/Logo';
import { LockFrame } from './LockFrame';
import { withUiProvider } from '@/ui/UiProvider';

const schema = z.object({ password: z.string().check(z.minLength(1, messages.validation.required)) });
type LockForm = z.infer<typeof schema>;

/**
 * 'Desbloquear' checks the password on this device (it unwraps the cache key), so it works
 * offline; 'Sair' ends the session as logout does.
 */
function LockScreenBody() {
  const shell = useShell();
  const [failure, setFailure] = useState<Exclude<UnlockResult, { ok: true }> | null>(null);
  const form = useForm<LockForm>({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  // The derivation's worker starts, and compiles its code, while the password is typed.
  useEffect(() => startArgon2Ahead(), []);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const result = await unlock(password);
    if (result.ok) return;
    setFailure(result);
    // Kept and selected, to be typed over.
    form.setFocus('password', { shouldSelect: true });
  });

  return (
    <LockFrame labelledBy="lock-title">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <Logo institutionId={shell?.institutionId} />
          <Title id="lock-title" order={1} size="h2">
            {messages.lock.title}
          </Title>
          {shell && <Text fw={600}>{messages.lock.signedInAs(shell.name)}</Text>}
          <Text size="sm">{messages.lock.text}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure.reason === 'wrong' ? messages.lock.wrong(failure.remaining) : messages.lock.cannotCheck}
            </Alert>
          )}
          <PasswordInput
            label={messages.lock.password}
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            autoFocus
            error={errors.password?.message}
            visibilityToggleButtonProps={{ 'aria-label': messages.common.showPassword }}
            {...form.register('password')}
          />
          <Group justify="space-between">
            <Button type="submit" loading={isSubmitting}>
              {messages.lock.unlock}
            </Button>
            <Button variant="default" onClick={() => endSession('logout')} disabled={isSubmitting}>
              {messages.lock.logout}
            </Button>
          </Group>
        </Stack>
      </form>
    </LockFrame>
  );
}

/** With its own Mantine provider: it can show where none is (decision 0027). */
export default withUiProvider(LockScreenBody);
