import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { chatSchema, conversationSchema, readAttachedDocument, readOrigin, readOrigins } from '@/features/patients/chats/schemas';
import { attachmentSchema } from '@/features/patients/attachments/schemas';

describe('chat schemas, in shapes the demo API does not send', () => {
  it('reads origins in English or Portuguese, any case or accent, and alone only the numbers with one meaning', () => {
    expect(readOrigin('DOCTOR')).toBe('doctor');
    expect(readOrigin('Médico')).toBe('doctor');
    expect(readOrigin('profissional')).toBe('professional');
    expect(readOrigin(' Paciente ')).toBe('patient');
    // 0 exists only in .NET's 0-based numbering, 3 only in a 1-based one; 1 and 2 in both.
    expect(readOrigin(0)).toBe('doctor');
    expect(readOrigin('3')).toBe('patient');
    expect(readOrigin(2)).toBeNull();
    expect(readOrigin('1')).toBeNull();
    expect(readOrigin(4)).toBeNull();
    expect(readOrigin(null)).toBeNull();
  });

  it('reads a chat’s numeric origins by the numbering the chat itself shows, never guessing 1 or 2', () => {
    expect(readOrigins([2, 1, 0, '2'])).toEqual(['patient', 'professional', 'doctor', 'patient']);
    expect(readOrigins(['3', 2, 1])).toEqual(['patient', 'professional', 'doctor']);
    expect(readOrigins([2, 1, 2])).toEqual([null, null, null]);
    // Both 0 and 3, or a number outside both numberings: the server numbers them some other way.
    expect(readOrigins([0, 3, 1])).toEqual([null, null, null]);
    expect(readOrigins([0, 1, 4])).toEqual([null, null, null]);
    expect(readOrigins([0, 1.5, 2])).toEqual([null, null, null]);
    // Names read as names whatever the numbers do.
    expect(readOrigins(['Patient', 1, 0, 'x', null])).toEqual(['patient', 'professional', 'doctor', null, null]);
  });

  it('reads each chat of a list and each conversation by its own messages’ numbering', () => {
    const zeroBased = z.parse(chatSchema, { Id: 1, Messages: [{ Origin: 2, Message: 'Oi' }, { Origin: 1 }, { Origin: 0 }] });
    expect(zeroBased.messages.items.map((message) => message.origin)).toEqual(['patient', 'professional', 'doctor']);
    const oneBased = z.parse(conversationSchema, [{ Origin: '3' }, { Origin: '2' }, { Origin: '1' }]);
    expect(oneBased.messages.items.map((message) => message.origin)).toEqual(['patient', 'professional', 'doctor']);
    const undecided = z.parse(conversationSchema, { Messages: { Data: [{ Origin: 2 }, { Origin: 1 }] } });
    expect(undecided.messages.items.map((message) => message.origin)).toEqual([null, null]);
  });

  it('reads a document from its object, its bare address, or its content type', () => {
    expect(readAttachedDocument({ URL: 'api/x/9', FileName: 'exame.jpeg' })).toEqual({ url: 'api/x/9', name: 'exame.jpeg', fileType: 'JPEG' });
    expect(readAttachedDocument({ Url: 'api/x/9', ContentType: 'application/pdf; charset=binary' })?.fileType).toBe('PDF');
    expect(readAttachedDocument('https://h/b/api/doc/7/la%C3%BAdo.pdf?v=1')).toEqual({
      url: 'https://h/b/api/doc/7/la%C3%BAdo.pdf?v=1',
      name: 'laúdo.pdf',
      fileType: 'PDF',
    });
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
