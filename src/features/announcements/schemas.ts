/**
 * An announcement as the list reads it (spec 02 §3, "Announcement (read)"), tolerantly
 * (decision 0001): nothing is required, since the list can show any row with '—' in its gaps. The
 * sender (`Professional`) comes as `{Name}` or a bare name; the teams (`Doctors`) as a list of
 * `{Name}` or of names, or one name; each patient's `IsRead` as a boolean, 'true'/'1', or null
 * (unknown, counted apart from the unread).
 */
import * as z from 'zod/mini';
import { field, readFlag, readText } from '@/api/read';
import { readInstant } from '@/api/readDates';
import { listOf, type RowList } from '@/api/list';

const readerSchema = z.pipe(
  z.looseObject({}),
  z.transform((row) => ({
    name: readText(row.Name ?? field(row.Patient, 'Name')),
    isRead: readFlag(row.IsRead ?? row.Read),
  })),
);
export type Reader = z.infer<typeof readerSchema>;

const readersSchema = listOf(readerSchema);

function readNames(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value == null ? [] : [value];
  return items.flatMap((item) => {
    const name = readText(typeof item === 'object' ? field(item, 'Name') : item);
    return name ? [name] : [];
  });
}

function readReaders(value: unknown): RowList<Reader> {
  const parsed = z.safeParse(readersSchema, value);
  return parsed.success ? parsed.data : { items: [], unreadable: 1 };
}

export const announcementSchema = z.pipe(
  z.looseObject({}),
  z.transform((row) => {
    const readers = readReaders(row.Patients);
    return {
      id: readText(row.Id),
      at: readInstant(row.DateAndTime ?? row.Date),
      title: readText(row.Title),
      message: readText(row.Message),
      sender: readText(typeof row.Professional === 'object' ? field(row.Professional, 'Name') : row.Professional),
      teams: readNames(row.Doctors ?? row.Teams),
      readers,
      readCount: readers.items.filter((reader) => reader.isRead === true).length,
    };
  }),
);
export type Announcement = z.infer<typeof announcementSchema>;
