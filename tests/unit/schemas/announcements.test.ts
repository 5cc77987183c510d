import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import * as z from 'zod/mini';
import { announcementSchema } from '@/features/announcements/schemas';
import { announcementBody } from '@/features/announcements/api/sendAnnouncement';
import { orderReaders } from '@/features/announcements/components/ReadersModal';
import { announcementsSearchSchema } from '@/features/announcements/searchSchema';

describe('announcements, in shapes the demo API does not send', () => {
  it('reads senders and teams as objects or names, and read states in every form', () => {
    const a = z.parse(announcementSchema, {
      Id: '9',
      DateAndTime: '2026-11-03 14:05:00',
      Title: ' Feriado ',
      Professional: 'Rita Lima',
      Teams: 'Mastologia',
      Patients: [
        { Name: 'Ana', IsRead: 'true' },
        { Patient: { Name: 'Bia' }, Read: 0 },
        { Name: 'Caio', IsRead: null },
      ],
    });
    expect(a).toMatchObject({ id: '9', at: '2026-11-03T17:05:00.000Z', title: 'Feriado', sender: 'Rita Lima', teams: ['Mastologia'], readCount: 1 });
    expect(a.readers.items.map((r) => r.isRead)).toEqual([true, false, null]);
    expect(z.parse(announcementSchema, { Doctors: [{ Name: 'A' }, 'B', {}], Professional: { Name: 'X' } })).toMatchObject({ teams: ['A', 'B'], sender: 'X' });
  });

  it('counts patients that are not a list as unreadable, and a row without anything still shows', () => {
    expect(z.parse(announcementSchema, { Patients: 'quebrado' }).readers).toEqual({ items: [], unreadable: 1 });
    expect(z.parse(announcementSchema, {})).toMatchObject({ id: null, title: null, teams: [], readCount: 0 });
  });

  it('orders unread or read first, unknown last, names alphabetically within', () => {
    const readers = [
      { name: 'Zé', isRead: true },
      { name: 'Ana', isRead: false },
      { name: 'Bia', isRead: null },
      { name: 'Caio', isRead: true },
    ];
    expect(orderReaders(readers, 'unread').map((r) => r.name)).toEqual(['Ana', 'Caio', 'Zé', 'Bia']);
    expect(orderReaders(readers, 'read').map((r) => r.name)).toEqual(['Caio', 'Zé', 'Ana', 'Bia']);
  });

  it('sends the multipart fields of spec 02 §7', () => {
    const body = announcementBody({ title: ' Oi ', message: 'Texto', teams: ['3', '7'] });
    expect([...body.entries()]).toEqual([
      ['Title', 'Oi'],
      ['Message', 'Texto'],
      ['Teams[0]', '3'],
      ['Teams[1]', '7'],
    ]);
  });

  it('keeps only a real day in the URL', () => {
    expect(v.parse(announcementsSearchSchema, { date: '2026-02-28' }).date).toBe('2026-02-28');
    expect(v.parse(announcementsSearchSchema, { date: '2026-02-30' }).date).toBeUndefined();
    expect(v.parse(announcementsSearchSchema, { date: 20261103 }).date).toBeUndefined();
  });
});
