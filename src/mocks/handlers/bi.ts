import { HttpResponse, http } from 'msw';
import { answerHeadersFor, currentBiUrl, currentShapes } from '../control';
import { apiBase } from '../lib/apiBase';
import { authenticated } from '../lib/auth';
import { BI_FEATURE, requireFeature } from '../lib/features';
import { REPORT_ORIGIN_HEADER } from '../lib/biReport';
import { exportFileName, exportZip } from '../lib/exportTables';
import { fileAnswer } from '../lib/files';
import { notFound } from '../lib/http';
import { store, storeNow } from '../store';

/**
 * The report URL the switch asks for; by default the demo's own page for the caller's institution,
 * on the demo server's report origin (another origin than the console's), or on the API's own
 * base where no server set one (msw in the tests).
 */
function reportUrl(request: Request, institutionId: number): string {
  const setting = currentBiUrl();
  if (setting === 'empty') return '';
  if (setting !== 'default') return setting;
  const reportOrigin = request.headers.get(REPORT_ORIGIN_HEADER);
  const base = reportOrigin ? `${reportOrigin}/` : apiBase(request);
  return `${base}__demo/bi-report?institution=${institutionId}`;
}

/**
 * BI (spec 02 §2, §6, §7): the report URL as a plain value (a JSON string, or bare text in the
 * alternate profile; '' means not found) and 'Baixar Dados', a zip of the institution's tables.
 * Both need feature 5 (403 otherwise).
 */
export const biHandlers = [
  http.get(
    '*/api/powerbi/geturl',
    authenticated(({ request, user }) => {
      const refused = requireFeature(user, BI_FEATURE);
      if (refused) return refused;
      const url = reportUrl(request, user.institutionId);
      const headers = answerHeadersFor(new URL(request.url).pathname);
      return currentShapes() === 'alternate' ? HttpResponse.text(url, { headers }) : HttpResponse.json(url, { headers });
    }),
  ),
  http.get(
    '*/api/export/export-all-tables',
    authenticated(({ user }) => {
      const refused = requireFeature(user, BI_FEATURE);
      if (refused) return refused;
      const institution = store.institutions.find((item) => item.Id === user.institutionId);
      if (!institution) return notFound();
      const now = storeNow();
      return fileAnswer(exportZip(store, institution.Id, now), 'application/zip', exportFileName(institution.Name, now));
    }),
  ),
];
