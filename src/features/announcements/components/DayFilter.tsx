import { Skeleton } from '@mantine/core';
import { messages } from '@/messages/screens';
import { lazyModule } from '@/ui/lazyModule';
import type { DayPickerProps } from './DayPicker';

// @mantine/dates and dayjs (about 16 kB of gzip script) load with the picker, after the list.
const picker = lazyModule(() => import('./DayPicker'));

export function DayFilter(props: DayPickerProps) {
  return <picker.Lazy {...props} fallback={<Skeleton h={60} w={200} role="status" aria-label={messages.common.loading} />} />;
}
