import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import type { RowList } from '@/api/list';
import type { ActiveStatus } from '@/api/read';
import type { TeamOption } from '@/api/reference/teams';
import { buildAlert } from '@/messages/alert';
import { messages } from '@/messages/screens';
import { FormActions } from '@/ui/form/FormActions';
import { RadioField } from '@/ui/form/RadioField';
import { useFormSave } from '@/ui/form/useFormSave';
import { ListError } from '@/ui/list/ListError';
import { lastListSearch } from '@/ui/list/lastListSearch';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { NavigatorsNotSaved, useSaveTeam } from '../api/saveTeam';
import type { TeamMember } from '../api/teamMembers';
import { TEAMS_LIST } from '../listQuery';
import { teamFieldBindings, teamFormSchema, type TeamFormValues } from './teamFormSchema';

interface Props {
  id: string | null;
  team: TeamOption | null;
  /** The team's status as a call told it (a new team: 'Active'); null when none could. */
  status: ActiveStatus | null;
  members: TeamMember[] | null;
  membersState: Pick<UseQueryResult<RowList<TeamMember>>, 'error' | 'isError' | 'isFetching' | 'refetch' | 'data'> | null;
}

const statusOptions = [
  { value: 'Active', label: messages.list.active },
  { value: 'Inactive', label: messages.list.inactive },
] as const;

export function TeamForm({ id, team, status, members, membersState }: Props) {
  const navigate = useNavigate();
  const save = useSaveTeam(id);
  const form = useForm<TeamFormValues>({
    resolver: zodResolver(teamFormSchema),
    defaultValues: {
      name: team?.Name ?? '',
      status: status ?? '',
      navigators: (members ?? []).filter((member) => member.IsNavigator).map((member) => member.Id),
    },
  });
  const { errors } = form.formState;
  const saving = useFormSave(form, { draft: `equipe:${id ?? 'nova'}`, fields: teamFieldBindings });

  const backToList = (message?: 'teamSaved' | 'teamUpdated', serverText?: string | null) =>
    void navigate({
      to: '/equipes',
      search: { ...lastListSearch(TEAMS_LIST), ...(message ? { message } : {}) },
      state: serverText ? { arrivalText: serverText } : undefined,
    });

  const submit = form.handleSubmit((values) =>
    saving.run(async () => {
      try {
        const { message } = await save.mutateAsync({ values, members });
        saving.leave(() => backToList(id ? 'teamUpdated' : 'teamSaved', message));
      } catch (error) {
        if (!(error instanceof NavigatorsNotSaved)) throw error;
        const cause = isApiError(error.cause) ? error.cause.toAlertInput() : null;
        saving.setAlert({ ...buildAlert('danger', cause), title: messages.teams.navigatorsFailed });
      }
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {saving.alert}
        <TextInput label={messages.teams.name} withAsterisk {...form.register('name')} error={errors.name?.message} />
        <RadioField
          control={form.control}
          name="status"
          label={messages.teams.status}
          withAsterisk
          options={statusOptions}
          description={status === null ? messages.teams.statusUnknown : undefined}
        />
        {id && (
          <Fieldset legend={messages.teams.navigators} variant="unstyled">
            {membersState?.isError ? (
              <ListError error={membersState.error} stale={false} retrying={membersState.isFetching} onRetry={() => void membersState.refetch()} />
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
      {saving.guard}
    </form>
  );
}
