import { Switch } from '@mantine/core';
import { messages } from '@/messages/screens';
import { useToggleLicence } from '../api/toggleLicence';
import type { PatientRow } from '../schemas';

interface Props {
  row: PatientRow;
  readOnly: boolean;
  /** No licence left: an unlicensed patient cannot get one; the id names the notice that says why. */
  noneLeftNoticeId: string | null;
}

/** Licenciado (spec 02 §2): flips at once, flips back if the server refuses. */
export function LicenceSwitch({ row, readOnly, noneLeftNoticeId }: Props) {
  const toggle = useToggleLicence(row.Id);
  const licensed = row.IsLicensed === true;
  const cannotGrant = !licensed && noneLeftNoticeId !== null;
  return (
    <Switch
      checked={licensed}
      onChange={(event) => toggle.mutate(event.currentTarget.checked)}
      disabled={readOnly || cannotGrant || toggle.isPending}
      aria-label={messages.patients.licensed(row.Name)}
      aria-describedby={cannotGrant ? noneLeftNoticeId : undefined}
      aria-busy={toggle.isPending}
      color="teal.8"
    />
  );
}
