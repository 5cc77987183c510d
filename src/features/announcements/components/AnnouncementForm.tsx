import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@/ui/form/GrowingTextarea';
import { IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { messages } from '@/messages/screens';
import { TeamCheckboxes } from '@/ui/form/TeamCheckboxes';
import { useFormSave } from '@/ui/form/useFormSave';
import { lastListSearch } from '@/ui/list/lastListSearch';
import { useTeamOptions } from '@/api/reference/teams';
import { useSendAnnouncement } from '../api/sendAnnouncement';
import { ANNOUNCEMENTS_LIST } from '../listQuery';
import { announcementFieldBindings, announcementFormSchema, type AnnouncementFormValues } from './announcementFormSchema';
import { ConfirmSendDialog } from './ConfirmSendDialog';

const m = messages.announcements;

/**
 * Novo Comunicado (spec 02 §2, §4, §5): untouched until the first Enviar; from then on every rule
 * shows, and again as the user corrects (the team rule among them, never before that first try).
 * Nothing is sent while a rule fails, nor before the user confirms the teams it goes to. Sending:
 * Enviar shows its loading state, Cancelar is hidden, and a second click sends nothing. A failure keeps everything typed under the danger alert.
 */
export function AnnouncementForm() {
  const navigate = useNavigate();
  const send = useSendAnnouncement();
  const sending = useRef(false);
  // The values that passed every rule, waiting for the user to confirm who receives them.
  const [pending, setPending] = useState<AnnouncementFormValues | null>(null);
  const teamOptions = useTeamOptions();
  const teamNames = (ids: string[]) => ids.map((id) => teamOptions.data?.items.find((team) => team.Id === id)?.Name ?? id);
  const form = useForm<AnnouncementFormValues>({
    resolver: zodResolver(announcementFormSchema),
    defaultValues: { title: '', message: '', teams: [] },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const saving = useFormSave(form, { draft: 'comunicado:novo', fields: announcementFieldBindings });

  const backToList = (arrived: boolean) =>
    void navigate({
      to: '/comunicados',
      search: { ...lastListSearch(ANNOUNCEMENTS_LIST), ...(arrived ? { message: 'announcementSent' as const, page: 1 } : {}) },
    });

  const sendNow = async (values: AnnouncementFormValues) => {
    // A second click while the first is on its way sends nothing.
    if (sending.current) return;
    sending.current = true;
    await saving.run(async () => {
      await send.mutateAsync(values);
      saving.leave(() => backToList(true));
    });
    sending.current = false;
  };

  // handleSubmit is built in the event, not while rendering. A valid form is not sent yet: the
  // user first confirms who receives it.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit((values) => {
      if (!sending.current) setPending(values);
    })(event);

  const busy = send.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.sendTitle}>
      <Stack gap="md" maw={760}>
        {saving.alert}
        <TextInput
          label={m.headline}
          placeholder={m.headlinePlaceholder}
          withAsterisk
          readOnly={busy}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <GrowingTextarea
          label={m.message}
          placeholder={m.messagePlaceholder}
          withAsterisk
          minRows={5}
          maxRows={14}
          readOnly={busy}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <Controller
          control={form.control}
          name="teams"
          render={({ field, fieldState }) => (
            <TeamCheckboxes
              label={m.chooseTeams}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              inputRef={field.ref}
              disabled={busy}
            />
          )}
        />
        <Group justify="flex-end" gap="sm" mt="lg">
          {!busy && (
            <Button variant="default" onClick={() => backToList(false)}>
              {m.cancel}
            </Button>
          )}
          <Button type="submit" loading={busy} leftSection={<IconSend size={16} aria-hidden />}>
            {m.send}
          </Button>
        </Group>
      </Stack>
      <ConfirmSendDialog
        teams={pending ? teamNames(pending.teams) : null}
        onBack={() => setPending(null)}
        onSend={() => {
          const values = pending;
          setPending(null);
          if (values) void sendNow(values);
        }}
      />
      {saving.guard}
    </form>
  );
}
