import { HttpResponse } from 'msw';
import type { Patient } from '../types';

/** What names a patient's exported file: the registration number (never the name), else the id. */
export function patientFileKey(patient: Pick<Patient, 'Id' | 'RegisterNumber'>): string {
  return patient.RegisterNumber.replace(/[^A-Za-z0-9_-]/g, '') || String(patient.Id);
}

/** A file to download, named by Content-Disposition (an ASCII name, so no RFC 5987 form is needed). */
export function fileAnswer(bytes: Uint8Array<ArrayBuffer>, contentType: string, fileName: string): Response {
  return new HttpResponse(bytes, {
    headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${fileName}"` },
  });
}
