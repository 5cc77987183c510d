import { HttpResponse } from 'msw';
import { storeNow } from '../store';
import type { DemoData } from '../types';
import { brDateTime } from './csv';
import { idParam } from './paging';

/**
 * The demo's stand-in for the Power BI report the console frames (GET /__demo/bi-report?institution=1):
 * a small self-contained page, inline CSS only and no script, with a few figures of the
 * institution computed from the store. Public, as a report link is: an iframe sends no token.
 * The demo server answers it on a second port only, another origin than the console's and the
 * API's (server/report.ts): the console refuses a report on its own origin.
 */

/**
 * Set by the demo server on every API request it passes to the handlers: the origin of its report
 * listener, where `GET api/powerbi/geturl` points by default. Without it (msw in the tests) the
 * report is on the API's own base.
 */
export const REPORT_ORIGIN_HEADER = 'x-painel-demo-report-origin';

const BI_REPORT_TITLE = 'Relatório de acompanhamento — demonstração';

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  // Nothing to load but its own inline styles; framing stays allowed (the console frames it).
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const integer = (value: number): string => value.toLocaleString('pt-BR');

interface BiFigures {
  institutionName: string;
  patientsFollowed: number;
  inTreatment: number;
  pendingAlerts: number;
  announcementsSent: number;
  /** Share of the announcements' deliveries read, in percent with no decimals. */
  readRate: number;
  byTeam: { name: string; patients: number }[];
}

/** The report's figures: patients not deceased, pending symptom and message alerts, announcements. */
function biFigures(data: DemoData, institutionId: number): BiFigures | null {
  const institution = data.institutions.find((item) => item.Id === institutionId);
  if (!institution) return null;
  const patients = data.patients.filter((patient) => patient.InstitutionId === institutionId);
  const ids = new Set(patients.map((patient) => patient.Id));
  const pending = [...data.symptomReports, ...data.messages].filter((item) => item.Pending && ids.has(item.PatientId)).length;
  const announcements = data.announcements.filter((item) => item.InstitutionId === institutionId);
  const deliveries = announcements.flatMap((item) => item.Recipients);
  const followed = patients.filter((patient) => patient.LifeStatus !== 'Deceased');
  return {
    institutionName: institution.Name,
    patientsFollowed: followed.length,
    inTreatment: patients.filter((patient) => patient.LifeStatus === 'InTreatment').length,
    pendingAlerts: pending,
    announcementsSent: announcements.length,
    readRate: deliveries.length === 0 ? 0 : Math.round((deliveries.filter((item) => item.IsRead).length / deliveries.length) * 100),
    byTeam: data.teams
      .filter((team) => team.InstitutionId === institutionId)
      .map((team) => ({ name: team.Name, patients: followed.filter((patient) => patient.TeamId === team.Id).length }))
      .filter((team) => team.patients > 0)
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  };
}

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933;background:#f5f7fa}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:1.4rem;margin:0 0 4px}p.sub{margin:0 0 20px;color:#52606d}
ul.cards{list-style:none;display:grid;grid-template-columns:repeat(auto-fit,minmax(170px,1fr));gap:12px;padding:0;margin:0 0 24px}
ul.cards li{background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.value{display:block;font-size:2rem;font-weight:700;color:#1c5d99}.label{color:#3e4c59}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #e4e7eb}th{background:#e4e7eb}
.bar{height:10px;background:#1c5d99;border-radius:5px}footer{margin-top:16px;font-size:.8rem;color:#52606d}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function biReportHtml(figures: BiFigures, now: Date): string {
  const cards: [number | string, string][] = [
    [integer(figures.patientsFollowed), 'Pacientes acompanhados'],
    [integer(figures.inTreatment), 'Em tratamento'],
    [integer(figures.pendingAlerts), 'Alertas pendentes'],
    [integer(figures.announcementsSent), 'Comunicados enviados'],
    [`${figures.readRate}%`, 'Comunicados lidos'],
  ];
  const most = Math.max(1, ...figures.byTeam.map((team) => team.patients));
  const rows = figures.byTeam
    .map(
      (team) =>
        `<tr><td>${escapeHtml(team.name)}</td><td>${integer(team.patients)}</td><td><div class="bar" style="width:${Math.round((team.patients / most) * 100)}%"></div></td></tr>`,
    )
    .join('');
  return page(
    BI_REPORT_TITLE,
    `<h1>${escapeHtml(BI_REPORT_TITLE)}</h1><p class="sub">${escapeHtml(figures.institutionName)}</p>` +
      `<ul class="cards">${cards.map(([value, label]) => `<li><span class="value">${value}</span><span class="label">${label}</span></li>`).join('')}</ul>` +
      `<table><caption class="sub">Pacientes acompanhados por equipe</caption><thead><tr><th scope="col">Equipe</th><th scope="col">Pacientes</th><th scope="col"><span class="label">Proporção</span></th></tr></thead><tbody>${rows}</tbody></table>` +
      `<footer>Dados de demonstração, atualizados em ${brDateTime(now.toISOString())}.</footer>`,
  );
}

/** GET /__demo/bi-report?institution={id}: the page, or a 404 page for an unknown institution. */
export function biReportResponse(request: Request, data: DemoData): Response {
  const institutionId = idParam(new URL(request.url).searchParams.get('institution'));
  const figures = institutionId === null ? null : biFigures(data, institutionId);
  if (!figures) {
    return new HttpResponse(page('Relatório não encontrado', '<h1>Relatório não encontrado</h1>'), { status: 404, headers: HEADERS });
  }
  return new HttpResponse(biReportHtml(figures, storeNow()), { headers: HEADERS });
}

/**
 * GET /__demo/bi-report-hostile: a report page that, on a click of 'Ver detalhes', tries to send
 * the console's tab elsewhere (`top.location`), as a fake 'Sessão expirada' page would. The tests
 * of the BI frame's sandbox point `biUrl` at it; the console must stay where it was.
 */
export function hostileReportResponse(): Response {
  const html =
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Relatório</title></head><body>' +
    '<h1>Relatório de demonstração</h1><button id="go" type="button">Ver detalhes</button>' +
    "<script>document.getElementById('go').addEventListener('click', function () {" +
    "try { top.location.href = '/sessao-expirada-falsa'; } catch (e) { document.body.setAttribute('data-blocked', 'true'); }" +
    '});</script></body></html>';
  return new HttpResponse(html, {
    headers: { ...HEADERS, 'Content-Security-Policy': "default-src 'none'; script-src 'unsafe-inline'" },
  });
}
