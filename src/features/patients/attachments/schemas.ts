import * as z from 'zod/mini';
import { field, readText } from '@/api/read';
import { readInstant } from '@/api/readDates';
import { readAttachedDocument, readOrigin } from '../chats/schemas';

/**
 * A row of the attachments list: the document (its address is the one thing the row cannot do
 * without, under `Url` or as the row's own `AttachedDocument`), when and by whom it was sent.
 */
export const attachmentSchema = z.pipe(
  z.looseObject({}),
  z.transform((row, ctx) => {
    const document = readAttachedDocument(row.AttachedDocument ?? row);
    if (document === null) {
      ctx.issues.push({ code: 'custom', message: 'Url', input: row.Url, path: ['Url'] });
      return z.NEVER;
    }
    return {
      key: readText(row.Id ?? field(row.AttachedDocument, 'Id')) ?? document.url,
      at: readInstant(row.DateAndTime ?? row.Date),
      origin: readOrigin(row.Origin),
      senderName: readText(row.SenderName ?? field(row.Sender, 'Name')),
      document,
    };
  }),
);
export type Attachment = z.infer<typeof attachmentSchema>;
