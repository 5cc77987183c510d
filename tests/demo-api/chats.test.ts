// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addAnswerHeaders, failPath, setLatency, setShapes } from '../../src/mocks/control';
import { store } from '../../src/mocks/store';
import { API, setupDemoApi, tokenFor } from './helpers';
import { EMPTY_ID, OTHER_INSTITUTION_ID, PATIENT_NOT_FOUND, RICH_ID, SHARED_ID, call, decodePng, download, expectValidPdf } from './tabs-helpers';
import type { Json, Page } from './tabs-helpers';

setupDemoApi();

interface Document {
  Id: number;
  Name: string;
  FileType: string;
  ContentType: string;
  Url: string;
}
interface Message {
  Id: number;
  TicketId: number;
  DateAndTime: string;
  Origin: 'Doctor' | 'Professional' | 'Patient';
  SenderName: string | null;
  Message: string;
  AttachedDocument: Document | null;
}
interface Chat {
  Id: number;
  Date: string;
  Messages: Message[];
}
interface AttachmentRow extends Omit<Document, 'Id'> {
  Id: number;
  TicketId: number;
  DateAndTime: string;
  Origin: Message['Origin'];
  SenderName: string | null;
}

const NO_CHATS = { Title: null, Message: 'Nenhuma conversa encerrada foi encontrada.', Errors: null };
const history = (id: number, token: string | undefined, query = '') => call<Page<Chat>>('GET', `/api/chat/history/patient/${id}${query}`, token);
const attachments = (id: number, token: string | undefined, query = '') =>
  call<Page<AttachmentRow>>('GET', `/api/chat/attacheddocuments/patient/${id}${query}`, token);

describe('GET api/chat/history/patient/{id}', () => {
  it('pages the closed chats 10 at a time, newest first, each with its messages from the three origins', async () => {
    const token = await tokenFor(1);
    const stored = store.chats.filter((chat) => chat.PatientId === RICH_ID);
    const first = await history(RICH_ID, token);
    expect(first.status).toBe(200);
    expect(first.body.Pagination).toEqual({ CurrentPage: 1, TotalPage: Math.ceil(stored.length / 10), ItemPerPage: 10 });
    const second = await history(RICH_ID, token, '?page=2&limit=10');
    const chats = [...first.body.Data, ...second.body.Data];
    expect(chats.map((chat) => chat.Id).sort((a, b) => a - b)).toEqual(stored.map((chat) => chat.Id));
    expect(chats.map((chat) => chat.Date)).toEqual(
      chats
        .map((chat) => chat.Date)
        .sort()
        .reverse(),
    );
    const messages = chats.flatMap((chat) => chat.Messages);
    expect(new Set(messages.map((message) => message.Origin))).toEqual(new Set(['Doctor', 'Professional', 'Patient']));
    for (const chat of chats) {
      expect(chat.Messages[0]).toMatchObject({ Origin: 'Patient', DateAndTime: chat.Date, TicketId: chat.Id });
      expect(chat.Messages.map((message) => message.DateAndTime)).toEqual(chat.Messages.map((message) => message.DateAndTime).sort());
    }
    const patient = store.patients.find((p) => p.Id === RICH_ID)!;
    expect(messages.find((message) => message.Origin === 'Patient')?.SenderName).toBe(patient.Name);
    expect(messages.find((message) => message.Origin === 'Doctor')?.SenderName).toMatch(/^Dra?\. /);
    const attached = messages.find((message) => message.AttachedDocument)!.AttachedDocument!;
    expect(attached.Url).toBe(`${API}/api/chat/attacheddocument/${attached.Id}/${attached.Name}`);
    expect(attached.ContentType).toBe(attached.FileType === 'png' ? 'image/png' : 'application/pdf');
  });

  it('searches the texts and file names, ignoring case and accents; 404 with a message when nothing is found', async () => {
    const token = await tokenFor(1);
    const all = (await history(RICH_ID, token, '?limit=100')).body.Data;
    const withExam = all.filter((chat) => chat.Messages.some((message) => /hemograma/i.test(message.Message)));
    expect(withExam.length).toBeGreaterThan(0);
    expect((await history(RICH_ID, token, '?search=HEMOGRÁMA&limit=100')).body.Data.map((chat) => chat.Id)).toEqual(withExam.map((chat) => chat.Id));
    const byFile = all.filter((chat) => chat.Messages.some((message) => message.AttachedDocument?.Name.includes('.png')));
    expect((await history(RICH_ID, token, '?search=.png&limit=100')).body.Data).toHaveLength(byFile.length);
    expect(await history(RICH_ID, token, '?search=xyzzy')).toEqual({ status: 404, body: NO_CHATS });
    expect(await history(EMPTY_ID, token)).toEqual({ status: 404, body: NO_CHATS });
  });

  it('refuses another institution’s patient as the record does, reads a shared one, needs a token', async () => {
    const token = await tokenFor(1);
    expect(await history(OTHER_INSTITUTION_ID, token)).toEqual({ status: 404, body: PATIENT_NOT_FOUND });
    expect((await history(SHARED_ID, token)).status).toBe(200);
    expect((await history(RICH_ID, token, '?limit=0')).status).toBe(400);
    expect((await history(RICH_ID, undefined)).status).toBe(401);
  });
});

describe('GET api/chat/{ticketId}', () => {
  it('answers the conversation; 404 for an unknown ticket or one of a patient the caller does not follow', async () => {
    const token = await tokenFor(1);
    const listed = (await history(RICH_ID, token)).body.Data[0]!;
    expect(await call('GET', `/api/chat/${listed.Id}`, token)).toEqual({ status: 200, body: listed });
    const notFound = { status: 404, body: { Title: null, Message: 'Conversa não encontrada.', Errors: null } };
    expect(await call('GET', '/api/chat/999999', token)).toEqual(notFound);
    const notShared = (id: number) => store.patients.some((p) => p.Id === id && p.InstitutionId === 165 && p.SharedWithInstitutionIds.length === 0);
    const other = store.chats.find((chat) => notShared(chat.PatientId))!;
    expect(await call('GET', `/api/chat/${other.Id}`, token)).toEqual(notFound);
    expect((await call('GET', `/api/chat/${other.Id}`, await tokenFor(165))).status).toBe(200);
    expect((await call('GET', `/api/chat/${listed.Id}`, undefined)).status).toBe(401);
  });
});

describe('GET api/chat/attacheddocuments/patient/{id} and the files', () => {
  it('pages the attachments 10 at a time, newest first, with date, sender, type and name', async () => {
    const token = await tokenFor(1);
    const first = await attachments(RICH_ID, token);
    expect(first.status).toBe(200);
    expect(first.body.Pagination).toMatchObject({ CurrentPage: 1, TotalPage: 2, ItemPerPage: 10 });
    const rows = [...first.body.Data, ...(await attachments(RICH_ID, token, '?page=2')).body.Data];
    expect(rows.map((row) => row.DateAndTime)).toEqual(
      rows
        .map((row) => row.DateAndTime)
        .sort()
        .reverse(),
    );
    expect(new Set(rows.map((row) => row.FileType))).toEqual(new Set(['pdf', 'png']));
    expect(new Set(rows.map((row) => row.Origin)).size).toBeGreaterThanOrEqual(2);
    expect(Object.keys(rows[0]!)).toEqual(['Id', 'TicketId', 'DateAndTime', 'Origin', 'SenderName', 'Name', 'FileType', 'ContentType', 'Url']);
    expect(await attachments(EMPTY_ID, token)).toEqual({ status: 404, body: { Title: null, Message: 'Nenhum anexo foi encontrado.', Errors: null } });
    expect(await attachments(OTHER_INSTITUTION_ID, token)).toEqual({ status: 404, body: PATIENT_NOT_FOUND });
  });

  it('serves a real PDF and a real PNG (decodable, 160 × 120) with their types and file names', async () => {
    const token = await tokenFor(1);
    const rows = (await attachments(RICH_ID, token, '?limit=100')).body.Data;
    const pdf = rows.find((row) => row.FileType === 'pdf')!;
    const pdfFile = await download(new URL(pdf.Url).pathname, token);
    expect(pdfFile.response.headers.get('content-type')).toBe('application/pdf');
    expect(pdfFile.response.headers.get('content-disposition')).toBe(`attachment; filename="${pdf.Name}"`);
    expect(pdfFile.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expectValidPdf(pdfFile.bytes);
    const png = rows.find((row) => row.FileType === 'png')!;
    const pngFile = await download(`/api/chat/attacheddocument/${png.Id}`, token);
    expect(pngFile.response.headers.get('content-type')).toBe('image/png');
    expect(pngFile.response.headers.get('content-disposition')).toBe(`attachment; filename="${png.Name}"`);
    const image = decodePng(pngFile.bytes);
    expect([image.width, image.height, image.colourType]).toEqual([160, 120, 2]);
    expect(new Set(image.pixels).size, 'distinct byte values: not a blank picture').toBeGreaterThan(4);
  });

  it('refuses an unknown file, a wrong name, another institution’s file and a call without a token', async () => {
    const token = await tokenFor(1);
    const notFound = { Title: null, Message: 'Anexo não encontrado.', Errors: null };
    expect(await call('GET', '/api/chat/attacheddocument/999999', token)).toEqual({ status: 404, body: notFound });
    const row = (await attachments(RICH_ID, token)).body.Data[0]!;
    expect((await call('GET', `/api/chat/attacheddocument/${row.Id}/outro.pdf`, token)).status).toBe(404);
    expect((await call('GET', `/api/chat/attacheddocument/${row.Id}`, await tokenFor(165))).status).toBe(404);
    expect((await call('GET', `/api/chat/attacheddocument/${row.Id}`, undefined)).status).toBe(401);
  });
});

describe('the alternate shapes of the chats', () => {
  it('sends the document as its link, string ids, .NET dates, a sender left null; the ticket as its messages', async () => {
    const token = await tokenFor(1);
    const original = (await history(RICH_ID, token, '?limit=100')).body.Data;
    const attachedChat = original.find((chat) => chat.Messages.some((message) => message.AttachedDocument))!;
    setShapes('alternate');
    const chats = (await call<Page<Json>>('GET', `/api/chat/history/patient/${RICH_ID}?limit=100`, token)).body.Data;
    const chat = chats.find((item) => item.Id === String(attachedChat.Id))!;
    const messages = chat.Messages as Json[];
    const index = attachedChat.Messages.findIndex((message) => message.AttachedDocument);
    expect(messages[index]?.AttachedDocument).toBe(attachedChat.Messages[index]?.AttachedDocument?.Url);
    expect(messages[2]?.SenderName ?? null).toBeNull();
    expect(messages[0]).toMatchObject({ TicketId: String(attachedChat.Id), Origin: 'Patient', $id: expect.any(String) as unknown });
    const ticket = await call<Json[]>('GET', `/api/chat/${attachedChat.Id}`, token);
    expect(Array.isArray(ticket.body)).toBe(true);
    expect(ticket.body.map((message) => message.Id)).toEqual(attachedChat.Messages.map((message) => String(message.Id)));
    const rows = (await call<Page<Json>>('GET', `/api/chat/attacheddocuments/patient/${RICH_ID}`, token)).body.Data;
    expect(rows.every((row) => row.FileType === 'PDF' || row.FileType === 'PNG')).toBe(true);
    expect(rows[2]?.SenderName).toBeNull();
  });
});

describe('the demo switches on the record tabs', () => {
  it('applies simulated failures, latency and extra headers as on every api/ path; files keep their headers', async () => {
    const token = await tokenFor(1);
    failPath({ path: 'api/chat/history', status: 500, times: 1 });
    expect(await history(RICH_ID, token)).toEqual({ status: 500, body: { Title: null, Message: 'Erro simulado.', Errors: null } });
    expect((await history(RICH_ID, token)).status).toBe(200);
    failPath({ path: 'api/historyRecordtype', malformed: true, times: 1 });
    expect(await call('GET', '/api/historyRecordtype', token)).toEqual({ status: 200, body: { unexpected: true } });
    addAnswerHeaders({ path: 'api/clinicalevolution/patient', headers: { 'Cache-Control': 'no-store' } });
    const response = await fetch(`${API}/api/clinicalevolution/patient/${RICH_ID}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    setLatency(150);
    const started = Date.now();
    expect((await call('GET', `/api/weeklyreport/patient/${RICH_ID}`, token)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe("the 'spec' profile of the chats", () => {
  it("gives each chat an Id other than its ticket: only the messages' TicketId finds the conversation", async () => {
    const token = await tokenFor(1);
    setShapes('spec');
    const chats = (await history(RICH_ID, token, '?limit=100')).body.Data;
    expect(chats.length).toBeGreaterThan(0);
    for (const chat of chats) {
      const ticket = chat.Messages[0]!.TicketId;
      expect(chat.Messages.every((message) => message.TicketId === ticket)).toBe(true);
      expect(chat.Id).not.toBe(ticket);
    }
    const [first] = chats;
    const byTicket = await call<Chat>('GET', `/api/chat/${first!.Messages[0]!.TicketId}`, token);
    expect(byTicket.status).toBe(200);
    expect(byTicket.body.Id).toBe(first!.Id);
    expect((await call('GET', `/api/chat/${first!.Id}`, token)).status).toBe(404);
  });

  it('sends each Origin as .NET’s 0-based enum number, every chat with a doctor’s 0 to tell its numbering', async () => {
    const token = await tokenFor(1);
    setShapes('spec');
    const chats = (await history(RICH_ID, token, '?limit=100')).body.Data;
    const numbers = { Doctor: 0, Professional: 1, Patient: 2 } as const;
    for (const chat of chats) {
      const stored = store.chats.find((item) => item.Id === chat.Messages[0]!.TicketId)!;
      expect(chat.Messages.map((message) => message.Origin as unknown)).toEqual(stored.Messages.map((message) => numbers[message.Origin]));
      expect(chat.Messages.map((message) => message.Origin as unknown)).toContain(0);
    }
    // So in every demo chat, not only this patient's, the console can tell the numbering.
    expect(store.chats.every((chat) => chat.Messages.some((message) => message.Origin === 'Doctor'))).toBe(true);
    const conversation = await call<Chat>('GET', `/api/chat/${chats[0]!.Messages[0]!.TicketId}`, token);
    expect(conversation.body.Messages.map((message) => message.Origin as unknown)).toEqual(chats[0]!.Messages.map((message) => message.Origin as unknown));
  });
});
