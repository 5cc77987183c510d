import type { RecordTabProps } from '../tabs';

export default function AttachmentsTab(_props: RecordTabProps) {
  return null;
}
