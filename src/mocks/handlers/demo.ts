import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { currentWorsening, replaceControl, resetControl } from '../control';
import { biReportResponse, hostileReportResponse } from '../lib/biReport';
import { invalidData, readJsonObject } from '../lib/http';
import { MAX_BULK_ALERTS } from '../seed/bulk';
import { lastAnnouncementPost, resetStore, seedBulkAlerts, store } from '../store';

// Strict: a switch this server does not know is refused, never silently dropped.
const failureSchema = z.strictObject({
  path: z.string().min(1),
  method: z.string().optional(),
  delayMs: z.number().int().min(0).max(600_000).optional(),
  status: z.number().int().min(200).max(599).optional(),
  body: z.unknown().optional(),
  malformed: z.boolean().optional(),
  times: z.number().int().positive().optional(),
});

// Header names and values the Headers constructor accepts, so a bad switch is a 400, not a 500.
const answerHeadersSchema = z.strictObject({
  path: z.string().min(1),
  headers: z.record(z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/), z.string().regex(/^[^\r\n\0]*$/)),
});

/** An absolute URL of any scheme: the console, not the demo, decides which ones it frames. */
function isAbsoluteUrl(value: string): boolean {
  try {
    return new URL(value).protocol.length > 1;
  } catch {
    return false;
  }
}

// 'default': the demo's report page; 'empty': ''; otherwise the URL itself (e.g. an http:// one).
const biUrlSchema = z.union([z.enum(['default', 'empty']), z.string().max(2000).refine(isAbsoluteUrl, 'expected "default", "empty" or an absolute URL')]);

const controlSchema = z.strictObject({
  latencyMs: z.number().min(0).optional(),
  failures: z.array(failureSchema).optional(),
  shapes: z.enum(['default', 'alternate', 'spec']).optional(),
  // PUT api/patient/{id} as a strict server: the body is the whole record (control.ts).
  patientWrites: z.enum(['merge', 'replace']).optional(),
  answerHeaders: z.array(answerHeadersSchema).optional(),
  biUrl: biUrlSchema.optional(),
  // true (from the third answer), the answer it first shows in, or false (lib/worsening.ts).
  worsening: z.union([z.boolean(), z.number().int().min(1).max(1_000_000)]).optional(),
});

const bulkAlertsSchema = z.object({
  symptoms: z.number().int().min(0).max(MAX_BULK_ALERTS).optional(),
  messages: z.number().int().min(0).max(MAX_BULK_ALERTS).optional(),
});

/**
 * The report pages (lib/biReport.ts). msw answers them on any origin; the demo server only on its
 * report listener's (server/report.ts), never beside the console.
 */
export const reportPageHandlers = [
  // The report page GET api/powerbi/geturl points to by default.
  http.get('*/__demo/bi-report', ({ request }) => biReportResponse(request, store)),
  // A report page that tries to take the console's tab on a click (the frame's sandbox tests).
  http.get('*/__demo/bi-report-hostile', () => hostileReportResponse()),
];

/** Switches for the browser suite, which cannot reach module state across the process boundary. */
export const demoHandlers = [
  http.post('*/__demo/control', async ({ request }) => {
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const parsed = controlSchema.safeParse(body);
    if (!parsed.success) return invalidData(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
    replaceControl(parsed.data);
    return HttpResponse.json({
      latencyMs: parsed.data.latencyMs ?? 0,
      failures: parsed.data.failures?.length ?? 0,
      shapes: parsed.data.shapes ?? 'default',
      patientWrites: parsed.data.patientWrites ?? 'merge',
      answerHeaders: parsed.data.answerHeaders?.length ?? 0,
      biUrl: parsed.data.biUrl ?? 'default',
      // The value in force, which without the key is the server's starting one.
      worsening: currentWorsening(),
    });
  }),
  // Load tests: that many more pending alerts for institution 1; /__demo/reset removes them.
  http.post('*/__demo/seed-alerts', async ({ request }) => {
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const parsed = bulkAlertsSchema.safeParse(body);
    if (!parsed.success) return invalidData(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
    return HttpResponse.json(seedBulkAlerts(parsed.data));
  }),
  // What the last POST api/announcement sent (its text fields by name, its Content-Type).
  http.get('*/__demo/last-announcement', () => HttpResponse.json(lastAnnouncementPost() ?? { fields: null, contentType: null })),
  ...reportPageHandlers,
  http.post('*/__demo/reset', () => {
    resetControl();
    resetStore();
    return HttpResponse.json({});
  }),
];
