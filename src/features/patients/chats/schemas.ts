/**
 * Closed chats and their attached documents (spec 02 §3 Chat, §7 Chats and attachments), read
 * tolerantly (decision 0001): a chat needs only its ticket id ('Ver mais' asks for it),
 * a message nothing at all (an empty one still shows its place in the conversation), a document
 * its address. Origins come as English or Portuguese names in any case, or as an enum's numbers
 * (see readOrigins); one that cannot be read shows as unknown rather than being guessed.
 */
import * as z from 'zod/mini';
import { field, readNumber, readText } from '@/api/read';
import { readInstant } from '@/api/readDates';
import { listOf, type RowList } from '@/api/list';
import { fold } from '@/lib/fold';

export type ChatOrigin = 'doctor' | 'professional' | 'patient';

const ORIGINS: Record<string, ChatOrigin> = {
  doctor: 'doctor',
  medico: 'doctor',
  medica: 'doctor',
  equipe: 'doctor',
  team: 'doctor',
  professional: 'professional',
  profissional: 'professional',
  patient: 'patient',
  paciente: 'patient',
};

/** The spec's order (spec 02 §2: 'doctor, professional or patient'), which an enum's numbers follow. */
const ORIGIN_ORDER: readonly ChatOrigin[] = ['doctor', 'professional', 'patient'];

function readOriginName(value: unknown): ChatOrigin | null {
  const text = readText(value);
  return text ? (ORIGINS[fold(text).replace(/[^a-z]/g, '')] ?? null) : null;
}

/**
 * The first number of the numbering the numeric origins use together: 0 for .NET's default (0
 * doctor, 1 professional, 2 patient), 1 for a 1-based enum (1, 2, 3), null when they do not tell.
 * Only 0 and 3 tell: 0 exists only in the 0-based numbering, 3 only in the 1-based one, while 1
 * and 2 exist in both with other meanings. Both 0 and 3, or any other number, fit neither: then no
 * number is read.
 */
function numberingOf(numbers: readonly number[]): 0 | 1 | null {
  if (numbers.some((number) => !Number.isInteger(number) || number < 0 || number > 3)) return null;
  const zero = numbers.includes(0);
  const three = numbers.includes(3);
  if (zero === three) return null;
  return zero ? 0 : 1;
}

/**
 * Origins read together, as the messages of one chat: by name, else (a .NET enum sent without a
 * string converter, as a number or a numeric string) by the numbering the set of numbers shows.
 * A chat with a 0 reads 0, 1, 2; one with a 3 reads 1, 2, 3; one with only 1s and 2s shows
 * them as unknown, since 1 is the doctor in one numbering and the professional in the other. No
 * number is ever shown with a meaning it may not have.
 */
export function readOrigins(values: readonly unknown[]): (ChatOrigin | null)[] {
  const numbers = values.map((value) => (readOriginName(value) === null ? readNumber(value) : null));
  const numbering = numberingOf(numbers.filter((number) => number !== null));
  return values.map((value, index) => {
    const number = numbers[index] ?? null;
    if (number === null || numbering === null) return readOriginName(value);
    return ORIGIN_ORDER[number - numbering] ?? null;
  });
}

/** One origin alone: a name, or the numbers that mean one origin in either numbering (0, 3). */
export function readOrigin(value: unknown): ChatOrigin | null {
  return readOrigins([value])[0] ?? null;
}

export interface AttachedDocument {
  name: string | null;
  /** Where the file is, as the API gave it (absolute or relative). */
  url: string;
  /** 'PDF', 'PNG'…: from the file type, else the content type, else the name's extension. */
  fileType: string | null;
}

const CONTENT_TYPES: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPG' };

function lastSegment(url: string): string | null {
  const path = url.split(/[?#]/)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment) || null;
  } catch {
    return segment || null;
  }
}

function fileTypeOf(fileType: unknown, contentType: unknown, name: string | null): string | null {
  const given = readText(fileType);
  if (given) return given.replace(/^\./, '').toUpperCase();
  const content = readText(contentType)?.toLowerCase().split(';')[0]?.trim();
  if (content && CONTENT_TYPES[content]) return CONTENT_TYPES[content];
  const extension = name?.match(/\.([a-z0-9]{2,5})$/i)?.[1];
  return extension ? extension.toUpperCase() : null;
}

/** A document as an object ({Name, Url, FileType, ContentType}) or as its bare address. */
export function readAttachedDocument(value: unknown): AttachedDocument | null {
  if (typeof value === 'string') {
    const url = readText(value);
    if (!url) return null;
    const name = lastSegment(url);
    return { name, url, fileType: fileTypeOf(null, null, name) };
  }
  const url = readText(field(value, 'Url') ?? field(value, 'URL') ?? field(value, 'Link') ?? field(value, 'Path'));
  if (!url) return null;
  const name = readText(field(value, 'Name') ?? field(value, 'FileName')) ?? lastSegment(url);
  return { name, url, fileType: fileTypeOf(field(value, 'FileType'), field(value, 'ContentType'), name) };
}

/** A message as sent; its `origin` is the API's value, read with the chat's others (readMessages). */
const chatMessageSchema = z.pipe(
  z.looseObject({}),
  z.transform((row) => ({
    at: readInstant(row.DateAndTime ?? row.Date),
    origin: row.Origin,
    senderName: readText(row.SenderName ?? field(row.Sender, 'Name')),
    text: readText(row.Message ?? row.Text),
    document: readAttachedDocument(row.AttachedDocument),
  })),
);
export type ChatMessage = Omit<z.infer<typeof chatMessageSchema>, 'origin'> & { origin: ChatOrigin | null };

const messagesSchema = listOf(chatMessageSchema);

/** A chat's messages, their origins read together: the numbers of one chat share one numbering. */
function readMessages(value: unknown): RowList<ChatMessage> {
  const parsed = z.safeParse(messagesSchema, value);
  // A Messages field that is not a list counts as one message that could not be read.
  if (!parsed.success) return { items: [], unreadable: 1 };
  const origins = readOrigins(parsed.data.items.map((message) => message.origin));
  return { ...parsed.data, items: parsed.data.items.map((message, index) => ({ ...message, origin: origins[index] ?? null })) };
}

/**
 * A closed chat of the list: its id, its ticket, when it was opened and its messages. 'Ver mais'
 * asks `GET api/chat/{ticketId}` (spec 02 §7), and the ticket is a field of the messages (spec 02
 * §3): the chat's own `TicketId`, else the first message's that carries one; the chat's `Id` only
 * when none does, since a chat's Id may differ from its ticket.
 */
export const chatSchema = z.pipe(
  z.looseObject({}),
  z.transform((row, ctx) => {
    const messages = Array.isArray(row.Messages) ? row.Messages : [];
    const fromMessages = messages.map((message) => readText(field(message, 'TicketId'))).find((ticket) => ticket !== null) ?? null;
    const ticketId = readText(row.TicketId) ?? fromMessages ?? readText(row.Id);
    if (ticketId === null) {
      ctx.issues.push({ code: 'custom', message: 'TicketId', input: row.Id, path: ['TicketId'] });
      return z.NEVER;
    }
    const read = readMessages(row.Messages);
    return { id: readText(row.Id) ?? ticketId, ticketId, at: readInstant(row.Date ?? row.DateAndTime) ?? read.items[0]?.at ?? null, messages: read };
  }),
);
export type Chat = z.infer<typeof chatSchema>;

/** `GET api/chat/{ticketId}`: the chat as a list row has it, or the bare list of its messages. */
export const conversationSchema = z.pipe(
  z.union([z.array(z.unknown()), z.looseObject({})]),
  z.transform((input) => {
    const read = readMessages(Array.isArray(input) ? input : (input.Messages ?? []));
    const at = Array.isArray(input) ? null : readInstant(input.Date ?? input.DateAndTime);
    return { at: at ?? read.items[0]?.at ?? null, messages: read };
  }),
);
