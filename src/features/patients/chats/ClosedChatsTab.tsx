import type { RecordTabProps } from '../tabs';

export default function ClosedChatsTab(_props: RecordTabProps) {
  return null;
}
