import { Stack } from '@mantine/core';
import type { RecordTabProps } from '../tabs';
import { SymptomSection } from './components/SymptomSection';
import { WeeklySection } from './components/WeeklySection';

/**
 * Evolução Clínica (spec 02 §2): the weekly reports' PS chart with the chosen week's detail, and
 * the symptom entries. Each part loads, fails and exports on its own, so one failing never blanks
 * the other. Nothing here changes the record, so a view-only record shows it all the same.
 */
export default function EvolutionTab({ patientId }: RecordTabProps) {
  return (
    <Stack gap="lg">
      <WeeklySection patientId={patientId} />
      <SymptomSection patientId={patientId} />
    </Stack>
  );
}
