import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { chatSchema, conversationSchema, readAttachedDocument, readOrigin } from '@/features/patients/chats/schemas';
import { attachmentSchema } from '@/features/patients/attachments/schemas';

describe('chat schemas, in shapes the demo API does not send', () => {
  it('reads origins in English or Portuguese, any case or accent, and never guesses a number', () => {
    expect(readOrigin('DOCTOR')).toBe('doctor');
    expect(readOrigin('Médico')).toBe('doctor');
    expect(readOrigin('profissional')).toBe('professional');
    expect(readOrigin(' Paciente ')).toBe('patient');
    expect(readOrigin(2)).toBeNull();
    expect(readOrigin(null)).toBeNull();
  });

  it('reads a document from its object, its bare address, or its content type', () => {
    expect(readAttachedDocument({ URL: 'api/x/9', FileName: 'exame.jpeg' })).toEqual({ url: 'api/x/9', name: 'exame.jpeg', fileType: 'JPEG' });
    expect(readAttachedDocument({ Url: 'api/x/9', ContentType: 'application/pdf; charset=binary' })?.fileType).toBe('PDF');
    expect(readAttachedDocument('https://h/b/api/doc/7/la%C3%BAdo.pdf?v=1')).toEqual({ url: 'https://h/b/api/doc/7/la%C3%BAdo.pdf?v=1', name: 'laúdo.pdf', fileType: 'PDF' });
    expect(readAttachedDocument({ Name: 'sem endereço.pdf' })).toBeNull();
    expect(readAttachedDocument('')).toBeNull();
  });

  it('takes a chat’s ticket from its messages when the chat has no Id, and counts messages that are not a list', () => {
    const chat = z.parse(chatSchema, { Messages: [{ TicketId: '77', Message: 'Oi', DateAndTime: '2026-11-01T10:00:00.1234567' }] });
    expect(chat.id).toBe('77');
    expect(chat.ticketId).toBe('77');
    expect(chat.at).toBe('2026-11-01T13:00:00.123Z');
    expect(z.parse(chatSchema, { Id: 5, Messages: 'quebrado' }).messages).toEqual({ items: [], unreadable: 1 });
    expect(z.safeParse(chatSchema, { Messages: [] }).success).toBe(false);
  });

  it("asks for a chat by its messages' ticket, not by its Id; the Id only when no message carries one", () => {
    const messages = [{ Message: 'sem ticket' }, { TicketId: 9001, Message: 'Oi' }, { TicketId: 9002 }];
    expect(z.parse(chatSchema, { Id: 5, Messages: messages })).toMatchObject({ id: '5', ticketId: '9001' });
    expect(z.parse(chatSchema, { Id: 5, TicketId: '9000', Messages: messages })).toMatchObject({ id: '5', ticketId: '9000' });
    expect(z.parse(chatSchema, { Id: 5, Messages: [{ Message: 'Oi', TicketId: null }] })).toMatchObject({ id: '5', ticketId: '5' });
  });

  it('reads a conversation as an object or a bare list, a message without anything still in its place', () => {
    expect(z.parse(conversationSchema, [{}, { Origin: 'Patient', Message: '  ' }]).messages.items).toEqual([
      { at: null, origin: null, senderName: null, text: null, document: null },
      { at: null, origin: 'patient', senderName: null, text: null, document: null },
    ]);
    expect(z.parse(conversationSchema, { Messages: { Data: [{ Message: 'a' }] } }).messages.items).toHaveLength(1);
  });

  it('reads an attachment row with its document nested or flat, and needs its address', () => {
    const nested = z.parse(attachmentSchema, { AttachedDocument: { Id: 3, Url: 'api/d/3', Name: 'a.png' }, Origin: 'Professional', Sender: { Name: 'Rita' } });
    expect(nested).toMatchObject({ key: '3', origin: 'professional', senderName: 'Rita', document: { fileType: 'PNG' } });
    expect(z.safeParse(attachmentSchema, { Id: 1, Name: 'x.pdf' }).success).toBe(false);
  });
});
