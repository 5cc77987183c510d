import * as v from 'valibot';
import { isCalendarDay } from '@/lib/calendarDate';
import { listSearchFields } from '@/ui/list/searchParams';

/** A day as the URL keeps it, YYYY-MM-DD; anything else means every day. */
const day = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.check((value) => {
        const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
        return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
      }),
    ),
  ),
  undefined,
);

/** /comunicados?page&date&message (spec 02 §2): the date filter lives in the URL like every list filter. */
export const announcementsSearchSchema = v.object({
  page: listSearchFields.page,
  search: listSearchFields.search,
  message: listSearchFields.message,
  date: day,
});
