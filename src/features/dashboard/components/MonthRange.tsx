import { Skeleton } from '@mantine/core';
import { lazyModule } from '@/ui/lazyModule';
import { messages } from '@/messages/screens';
import type { MonthRangeProps } from './MonthPickers';

// The pickers bring @mantine/dates and dayjs (about 16 kB of gzip script and 4 kB of CSS) that
// only the widgets' modals use: they load when a modal opens, not with the dashboard's first paint.
const pickers = lazyModule(() => import('./MonthPickers'));

/** The month range of a widget's modal (start and end, MM/YYYY). */
export function MonthRange(props: MonthRangeProps) {
  return <pickers.Lazy {...props} fallback={<Skeleton h={60} w={336} role="status" aria-label={messages.common.loading} />} />;
}
