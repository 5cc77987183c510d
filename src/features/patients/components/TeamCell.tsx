import { Button, Loader, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTeamOptions } from '@/api/reference/teams';
import { BLANK } from '@/lib/format';
import type { AlertContent } from '@/messages/alert';
import { buildAlert } from '@/messages/alert';
import { isApiError } from '@/api/errors';
import { messages } from '@/messages/screens';
import { useChangeTeam } from '../api/changeTeam';
import type { PatientRow } from '../schemas';

interface Props {
  row: PatientRow;
  readOnly: boolean;
  /** A failed change: the screen shows it in its alert ('Erro desconhecido' when the server said nothing). */
  onError: (alert: AlertContent) => void;
  onChanged: () => void;
}

/**
 * The Equipe cell (spec 02 §2): a button with the patient's team that opens the institution's
 * active teams; choosing one asks the server, and the row changes only when it agreed.
 */
export function TeamCell({ row, readOnly, onError, onChanged }: Props) {
  const teams = useTeamOptions();
  const change = useChangeTeam(row.Id);
  const current = row.Team?.Name ?? BLANK;
  if (readOnly) return <Text size="sm">{current}</Text>;

  const options = (teams.data?.items ?? []).filter((team) => team.Status !== 'Inactive' || team.Id === row.Team?.Id);
  return (
    <Menu position="bottom-start" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          rightSection={change.isPending ? <Loader size={12} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
          aria-label={messages.patients.changeTeam(row.Name, current)}
          aria-busy={change.isPending}
          disabled={change.isPending}
          fw={400}
        >
          {current}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {teams.isPending && <Menu.Item disabled>{messages.common.loading}</Menu.Item>}
        {teams.isError && <Menu.Item disabled>{messages.reference.teamsFailed}</Menu.Item>}
        {options.map((team) => (
          <Menu.Item
            key={team.Id}
            aria-current={team.Id === row.Team?.Id ? 'true' : undefined}
            fw={team.Id === row.Team?.Id ? 700 : undefined}
            onClick={() => {
              if (team.Id === row.Team?.Id) return;
              change.mutate(team, {
                onSuccess: onChanged,
                onError: (error) =>
                  onError(buildAlert('danger', isApiError(error) ? error.toAlertInput() : null, messages.alerts.unknownTeamChange)),
              });
            }}
          >
            {team.Name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
