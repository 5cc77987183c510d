import type { RecordTabProps } from '../tabs';

export default function EvolutionTab(_props: RecordTabProps) {
  return null;
}
