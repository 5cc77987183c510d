import { useRef, useState, type ComponentProps } from 'react';
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
import { ConfirmTeamDialog } from './ConfirmTeamDialog';

/** What the button gets before its menu exists: the menu's own attributes and the first use. */
type ButtonExtra = Pick<ComponentProps<'button'>, 'aria-haspopup' | 'aria-expanded' | 'onClick' | 'onKeyDown'>;

interface Props {
  row: PatientRow;
  readOnly: boolean;
  /** A failed change: the screen shows it in its alert ('Erro desconhecido' when the server said nothing). */
  onError: (alert: AlertContent) => void;
  onChanged: () => void;
}

/**
 * The Equipe cell (spec 02 §2): a button with the patient's team that opens the institution's
 * active teams; choosing one asks for a confirmation naming the patient and what changes
 * (ConfirmTeamDialog), then the server, and the row changes only when it agreed. The focus comes
 * back to the cell's button however the dialog closes.
 */
export function TeamCell({ row, readOnly, onError, onChanged }: Props) {
  const teams = useTeamOptions();
  const change = useChangeTeam(row.Id);
  const button = useRef<HTMLButtonElement>(null);
  const [target, setTarget] = useState<{ Id: string; Name: string } | null>(null);
  // The menu exists from the cell's first use on: a list of patients rendered a closed menu per row
  // (its popover and its positioning) for nothing, about a quarter of the list's first render.
  const [menuUsed, setMenuUsed] = useState(false);
  const current = row.Team?.Name ?? BLANK;
  if (readOnly) return <Text size="sm">{current}</Text>;

  const options = (teams.data?.items ?? []).filter((team) => team.Status !== 'Inactive' || team.Id === row.Team?.Id);
  const close = () => {
    setTarget(null);
    // Never disabled, so it can take the focus back at once (the dialog covers it while the call
    // runs). No scroll: a failure's alert has just brought itself into view at the top.
    button.current?.focus({ preventScroll: true });
  };
  const confirm = () => {
    if (!target || change.isPending) return;
    change.mutate(target, {
      onSuccess: () => {
        close();
        onChanged();
      },
      onError: (error) => {
        close();
        onError(buildAlert('danger', isApiError(error) ? error.toAlertInput() : null, messages.alerts.unknownTeamChange));
      },
    });
  };
  // The cell's button: alone until first used, then the menu's target (which adds its own handlers).
  const cellButton = (extra: ButtonExtra) => (
    <Button
      ref={button}
      variant="subtle"
      color="dark"
      size="compact-sm"
      rightSection={change.isPending ? <Loader size={12} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
      aria-label={messages.patients.changeTeam(row.Name, current)}
      aria-busy={change.isPending}
      fw={400}
      {...extra}
    >
      {current}
    </Button>
  );
  return (
    <>
      {menuUsed ? (
        <Menu
          position="bottom-start"
          shadow="md"
          withinPortal
          withInitialFocusPlaceholder={false}
          defaultOpened
          // Opened as it mounted, it saw no element focused to give the focus back to: the cell's button takes it.
          onClose={() => button.current?.focus({ preventScroll: true })}
        >
          <Menu.Target>{cellButton({})}</Menu.Target>
          <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
            {teams.isPending && <Menu.Item disabled>{messages.common.loading}</Menu.Item>}
            {teams.isError && <Menu.Item disabled>{messages.reference.teamsFailed}</Menu.Item>}
            {options.map((team) => (
              <Menu.Item
                key={team.Id}
                aria-current={team.Id === row.Team?.Id ? 'true' : undefined}
                fw={team.Id === row.Team?.Id ? 700 : undefined}
                onClick={() => {
                  if (team.Id !== row.Team?.Id) setTarget({ Id: team.Id, Name: team.Name });
                }}
              >
                {team.Name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : (
        cellButton({
          'aria-haspopup': 'menu',
          'aria-expanded': false,
          onClick: () => setMenuUsed(true),
          onKeyDown: (event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setMenuUsed(true);
            }
          },
        })
      )}
      {/* Mounted with its target: a closed dialog per row cost the list's first render too. */}
      {target && (
        <ConfirmTeamDialog patient={row} from={row.Team?.Name ?? null} target={target.Name} moving={change.isPending} onConfirm={confirm} onCancel={close} />
      )}
    </>
  );
}
