import { crc32, inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { getWithToken, sendJson } from './helpers';

/** The patient of Vida Plena with nothing in the record's tabs, and the one rich in every kind. */
export const EMPTY_ID = 13;
export const RICH_ID = 11;
/** A São Lucas patient Vida Plena does not follow, and one it follows read-only. */
export const OTHER_INSTITUTION_ID = 160;
export const SHARED_ID = 151;

export type Json = Record<string, unknown>;
export const PATIENT_NOT_FOUND = { Title: null, Message: 'Paciente não encontrado.', Errors: null };
export const READ_ONLY = { Title: null, Message: 'Paciente de outra instituição: somente leitura.', Errors: null };

/** A JSON call: the status and the parsed body (null when empty). */
export async function call<T = Json>(method: string, path: string, token: string | undefined, body?: unknown): Promise<{ status: number; body: T }> {
  const response = method === 'GET' ? await getWithToken(path, token) : await sendJson(method, path, body, token);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface Page<T> {
  Data: T[];
  Pagination: { CurrentPage: number; TotalPage: number; ItemPerPage: number };
}

/** A downloaded file: status, headers and bytes. */
export async function download(path: string, token: string | undefined) {
  const response = await getWithToken(path, token);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Checks a PDF's structure (header, xref offsets, stream lengths, page count) and answers its text. */
export function expectValidPdf(bytes: Buffer, pages = 1): string {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length), `object ${index + 1}`).toBe(`${index + 1} 0 obj`);
  });
  for (const match of text.matchAll(/\/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 9)).toBe('endstream');
  }
  expect(text).toContain(`/Count ${pages} >>`);
  expect([...text.matchAll(/\/Type \/Page \//g)]).toHaveLength(pages);
  return text;
}

/** Decodes a PNG as a viewer would: signature, chunk CRCs, IHDR and the inflated scanlines. */
export function decodePng(bytes: Buffer): { width: number; height: number; colourType: number; pixels: Buffer } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    expect(bytes.readUInt32BE(offset + 8 + length), `CRC of ${type}`).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data });
    offset += 12 + length;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  const pixels = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
  expect(header[8]).toBe(8);
  expect(pixels.length).toBe(height * (1 + width * 3));
  return { width, height, colourType: header[9] ?? -1, pixels };
}
