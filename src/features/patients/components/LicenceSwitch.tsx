import { useCallback, useRef, useState } from 'react';
import { Loader, Switch } from '@mantine/core';
import { messages } from '@/messages/screens';
import { useToggleLicence } from '../api/toggleLicence';
import type { PatientRow } from '../schemas';
import { TimedNotice, type Notice } from './TimedNotice';

const m = messages.patients;

interface Props {
  row: PatientRow;
  readOnly: boolean;
  /** No licence left: an unlicensed patient cannot get one; the id names the notice that says why. */
  noneLeftNoticeId: string | null;
}

/**
 * Licenciado (spec 02 §2): flips at once, flips back if the server refuses (only logged, spec 02
 * §8). A change the server took is said beside the switch with 'Desfazer', which sends the reverse
 * call: a licence is counted, so a confirmation would not make the call surer (a grant can still
 * be refused when none is left), and the optimistic flip stays as the spec has it. A failed undo is
 * said, since the user asked for it. The switch is never disabled while a call runs (clicks are
 * ignored instead): the focus stays on it, and it takes the focus back from 'Desfazer'.
 */
export function LicenceSwitch({ row, readOnly, noneLeftNoticeId }: Props) {
  const toggle = useToggleLicence(row.Id);
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const clear = useCallback(() => setNotice(null), []);
  const licensed = row.IsLicensed === true;
  const cannotGrant = !licensed && noneLeftNoticeId !== null;

  const undo = (back: boolean) => {
    if (toggle.isPending) return;
    input.current?.focus({ preventScroll: true });
    setNotice(null);
    toggle.mutate(back, {
      onError: () => setNotice({ short: m.undoFailedShort, full: m.undoFailed(row.Name, !back) }),
    });
  };
  const change = (next: boolean) => {
    if (toggle.isPending) return;
    setNotice(null);
    toggle.mutate(next, {
      onSuccess: () =>
        setNotice({
          short: next ? m.licenceGranted : m.licenceRemoved,
          full: next ? m.licenceGrantedTo(row.Name) : m.licenceRemovedFrom(row.Name),
          undo: () => undo(!next),
        }),
    });
  };

  return (
    <>
      <Switch
        ref={input}
        checked={licensed}
        onChange={(event) => change(event.currentTarget.checked)}
        disabled={readOnly || cannotGrant}
        aria-label={m.licensed(row.Name)}
        aria-describedby={cannotGrant ? noneLeftNoticeId : undefined}
        aria-busy={toggle.isPending}
        thumbIcon={toggle.isPending ? <Loader size={8} color="gray" aria-hidden /> : undefined}
        color="teal.8"
      />
      {!readOnly && <TimedNotice notice={notice} onDone={clear} />}
    </>
  );
}
