import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import type { RowList } from '@/api/list';
import type { TeamOption } from '@/api/reference/teams';
import { buildAlert, type AlertContent } from '@/messages/alert';
import { messages } from '@/messages/screens';
import { AlertMessage } from '@/ui/AlertMessage';
import { FormActions } from '@/ui/form/FormActions';
import { showServerError } from '@/ui/form/serverErrors';
import { UnsavedChangesGuard } from '@/ui/form/UnsavedChangesGuard';
import { useKeptDraft } from '@/ui/form/keptDrafts';
import { ListError } from '@/ui/list/ListError';
import { lastListSearch } from '@/ui/list/lastListSearch';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { NavigatorsNotSaved, teamFieldBindings, teamFormSchema, useSaveTeam, type TeamFormValues } from '../api/saveTeam';
import type { TeamMember } from '../api/teamMembers';
import { TEAMS_LIST } from '../keys';

interface Props {
  id: string | null;
  team: TeamOption | null;
  members: TeamMember[] | null;
  membersState: Pick<UseQueryResult<RowList<TeamMember>>, 'error' | 'isError' | 'isFetching' | 'refetch' | 'data'> | null;
}

export function TeamForm({ id, team, members, membersState }: Props) {
  const navigate = useNavigate();
  const save = useSaveTeam(id);
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<TeamFormValues>({
    resolver: zodResolver(teamFormSchema),
    defaultValues: {
      name: team?.Name ?? '',
      // A status the server did not send shows as active, where the user sees it and can change it.
      active: team?.Status !== 'Inactive',
      navigators: (members ?? []).filter((member) => member.IsNavigator).map((member) => member.Id),
    },
  });
  const { errors, isDirty } = form.formState;
  useKeptDraft(`equipe:${id ?? 'nova'}`, form, isDirty && !saved);

  const backToList = (message?: 'teamSaved' | 'teamUpdated', serverText?: string | null) =>
    void navigate({
      to: '/equipes',
      search: { ...lastListSearch(TEAMS_LIST), ...(message ? { message } : {}) },
      state: serverText ? { arrivalText: serverText } : undefined,
    });

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { message } = await save.mutateAsync({ values, members });
      flushSync(() => setSaved(true));
      backToList(id ? 'teamUpdated' : 'teamSaved', message);
    } catch (error) {
      if (error instanceof NavigatorsNotSaved) {
        const cause = isApiError(error.cause) ? error.cause.toAlertInput() : null;
        setAlert({ ...buildAlert('danger', cause), title: messages.teams.navigatorsFailed });
      } else {
        setAlert(showServerError(error, form.setError, teamFieldBindings));
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {alert && <AlertMessage alert={alert} onClose={() => setAlert(null)} />}
        <TextInput label={messages.teams.name} withAsterisk {...form.register('name')} error={errors.name?.message} />
        <Checkbox label={messages.form.active} {...form.register('active')} />
        {id && (
          <Fieldset legend={messages.teams.navigators} variant="unstyled">
            {membersState?.isError ? (
              <ListError
                error={membersState.error}
                stale={false}
                retrying={membersState.isFetching}
                onRetry={() => void membersState.refetch()}
              />
            ) : (
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {members && members.length > 0 ? messages.teams.navigatorsHint : messages.teams.noMembers}
                </Text>
                <UnreadableNotice count={membersState?.data?.unreadable ?? 0} text={messages.unreadable.professionals} />
                <Controller
                  control={form.control}
                  name="navigators"
                  render={({ field }) => (
                    <Checkbox.Group value={field.value} onChange={field.onChange}>
                      <Stack gap="xs">
                        {(members ?? []).map((member) => (
                          <Checkbox key={member.Id} value={member.Id} label={member.Name} description={member.Email ?? undefined} />
                        ))}
                      </Stack>
                    </Checkbox.Group>
                  )}
                />
              </Stack>
            )}
          </Fieldset>
        )}
        <FormActions saving={save.isPending} onCancel={() => backToList()} />
      </Stack>
      <UnsavedChangesGuard when={isDirty && !saved} />
    </form>
  );
}
