import { http } from 'msw';
import { currentShapes } from '../control';
import { jsonAnswer, pagedAnswer } from '../lib/answer';
import { apiBase } from '../lib/apiBase';
import { authenticated } from '../lib/auth';
import { CONTENT_TYPES, attachmentFile } from '../lib/chatFiles';
import { fileAnswer } from '../lib/files';
import { notFound } from '../lib/http';
import { folded, idParam } from '../lib/paging';
import { followsPatient, readablePatient } from '../lib/patientAccess';
import { store } from '../store';
import type { ChatAttachment, ChatMessage, ChatOrigin, ClosedChat } from '../types';

const chatMessages = {
  noChats: 'Nenhuma conversa encerrada foi encontrada.',
  noAttachments: 'Nenhum anexo foi encontrado.',
  chatNotFound: 'Conversa não encontrada.',
  attachmentNotFound: 'Anexo não encontrado.',
} as const;

/** Where an attachment is downloaded: GET api/chat/attacheddocument/{Id}/{Name} (the name is optional). */
const fileUrl = (base: string, attachment: ChatAttachment): string => `${base}api/chat/attacheddocument/${attachment.Id}/${attachment.Name}`;

function documentOut(base: string, attachment: ChatAttachment | null, alternate: boolean) {
  if (!attachment) return null;
  // Alternate: the document as its bare link, as a server keeping files in a blob store may send it.
  if (alternate) return fileUrl(base, attachment);
  return {
    Id: attachment.Id,
    Name: attachment.Name,
    FileType: attachment.FileType,
    ContentType: CONTENT_TYPES[attachment.FileType],
    Url: fileUrl(base, attachment),
  };
}

/**
 * The origin as .NET writes an enum without a string converter: its number, counted from 0 in the
 * order the spec names the origins (spec 02 §2: doctor, professional, patient).
 */
const ORIGIN_NUMBERS: Record<ChatOrigin, number> = { Doctor: 0, Professional: 1, Patient: 2 };

/**
 * The messages of a chat; the alternate profile leaves every third sender's name out (null), the
 * 'spec' profile sends each Origin as its enum number.
 */
function messagesOut(request: Request, chat: ClosedChat) {
  const alternate = currentShapes() === 'alternate';
  const numbered = currentShapes() === 'spec';
  const base = apiBase(request);
  return chat.Messages.map((message, index) => ({
    Id: message.Id,
    TicketId: chat.Id,
    DateAndTime: message.DateAndTime,
    Origin: numbered ? ORIGIN_NUMBERS[message.Origin] : message.Origin,
    SenderName: alternate && index % 3 === 2 ? null : message.SenderName,
    Message: message.Message,
    AttachedDocument: documentOut(base, message.AttachedDocument, alternate),
  }));
}

/**
 * A chat's own Id. The store keys chats by their ticket; in the 'spec' profile the chat's Id is
 * another number, as where chats and tickets are separate tables, so only the messages' TicketId
 * finds the conversation.
 */
const chatIdOf = (chat: ClosedChat): number => (currentShapes() === 'spec' ? chat.Id + 700_000 : chat.Id);

/** The patient's closed chats, newest first. */
const chatsOf = (patientId: number): ClosedChat[] =>
  store.chats.filter((chat) => chat.PatientId === patientId).sort((a, b) => b.Date.localeCompare(a.Date) || b.Id - a.Id);

/** Case- and accent-insensitive, over the messages' texts and the attached files' names. */
function matches(chat: ClosedChat, search: string): boolean {
  return chat.Messages.some((message) => folded(message.Message).includes(search) || folded(message.AttachedDocument?.Name ?? '').includes(search));
}

interface Attached {
  chat: ClosedChat;
  message: ChatMessage;
  attachment: ChatAttachment;
}

const attachedIn = (chats: readonly ClosedChat[]): Attached[] =>
  chats.flatMap((chat) => chat.Messages.flatMap((message) => (message.AttachedDocument ? [{ chat, message, attachment: message.AttachedDocument }] : [])));

/** The attachment the caller may download, or the 404 (unknown, of an unreadable patient, or another name). */
function downloadable(institutionId: number, params: Record<string, unknown>): Attached | Response {
  const id = idParam(params.documentId);
  const found = attachedIn(store.chats).find((item) => item.attachment.Id === id);
  const patient = found && store.patients.find((item) => item.Id === found.chat.PatientId);
  const named = params.fileName === undefined || params.fileName === found?.attachment.Name;
  return found && patient && named && followsPatient(institutionId, patient) ? found : notFound(chatMessages.attachmentNotFound);
}

const download = authenticated(({ params, user }) => {
  const found = downloadable(user.institutionId, params);
  if (found instanceof Response) return found;
  const patient = store.patients.find((item) => item.Id === found.chat.PatientId);
  if (!patient) return notFound(chatMessages.attachmentNotFound);
  const { bytes, contentType } = attachmentFile(found.attachment, found.message, patient);
  return fileAnswer(bytes, contentType, found.attachment.Name);
});

/**
 * Conversas Encerradas and Anexos (spec 02 §2, §3, §7, §8): closed chats ten a page with a search,
 * one chat by its ticket, the attachments ten a page, and each attachment's file. No chat (or none
 * matching) and no attachment answer 404 with a message: the screens show a warning for it.
 */
export const chatHandlers = [
  http.get(
    '*/api/chat/history/patient/:id',
    authenticated(({ request, params, user }) => {
      const patient = readablePatient(user.institutionId, params.id);
      if (patient instanceof Response) return patient;
      return pagedAnswer(
        request,
        (url) => {
          const search = folded(url.searchParams.get('search')?.trim() ?? '');
          const chats = chatsOf(patient.Id).filter((chat) => !search || matches(chat, search));
          return chats.length > 0 ? chats : notFound(chatMessages.noChats);
        },
        (chat) => ({ Id: chatIdOf(chat), Date: chat.Date, Messages: messagesOut(request, chat) }),
      );
    }),
  ),
  http.get(
    '*/api/chat/attacheddocuments/patient/:id',
    authenticated(({ request, params, user }) => {
      const patient = readablePatient(user.institutionId, params.id);
      if (patient instanceof Response) return patient;
      const alternate = currentShapes() === 'alternate';
      const base = apiBase(request);
      return pagedAnswer(
        request,
        () => {
          const attached = attachedIn(chatsOf(patient.Id)).sort(
            (a, b) => b.message.DateAndTime.localeCompare(a.message.DateAndTime) || b.attachment.Id - a.attachment.Id,
          );
          return attached.length > 0 ? attached : notFound(chatMessages.noAttachments);
        },
        ({ chat, message, attachment }, index) => ({
          Id: attachment.Id,
          TicketId: chat.Id,
          DateAndTime: message.DateAndTime,
          Origin: message.Origin,
          SenderName: alternate && index % 3 === 2 ? null : message.SenderName,
          Name: attachment.Name,
          FileType: alternate ? attachment.FileType.toUpperCase() : attachment.FileType,
          ContentType: CONTENT_TYPES[attachment.FileType],
          Url: fileUrl(base, attachment),
        }),
      );
    }),
  ),
  http.get('*/api/chat/attacheddocument/:documentId', download),
  http.get('*/api/chat/attacheddocument/:documentId/:fileName', download),
  http.get(
    '*/api/chat/:ticketId',
    authenticated(({ request, params, user }) => {
      const id = idParam(params.ticketId);
      const chat = store.chats.find((item) => item.Id === id);
      const patient = chat && store.patients.find((item) => item.Id === chat.PatientId);
      if (!chat || !patient || !followsPatient(user.institutionId, patient)) return notFound(chatMessages.chatNotFound);
      const messages = messagesOut(request, chat);
      // Alternate: the conversation as the bare list of its messages (each carries its TicketId).
      return jsonAnswer(request, currentShapes() === 'alternate' ? messages : { Id: chatIdOf(chat), Date: chat.Date, Messages: messages });
    }),
  ),
];
