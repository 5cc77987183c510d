import type { RecordTabProps } from '../tabs';

export default function RecordsTab(_props: RecordTabProps) {
  return null;
}
