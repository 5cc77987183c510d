/**
 * The patient's record on the professional web app (`professionalAppUrl` + `pacientes/ficha/{id}`,
 * spec 01 §2 and 02 §2). The configured base may or may not end with '/'; without one, `new URL`
 * would drop its last path segment.
 */
export function patientRecordUrl(professionalAppUrl: string, patientId: string): string {
  const base = new URL(professionalAppUrl);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  base.search = '';
  base.hash = '';
  return new URL(`pacientes/ficha/${encodeURIComponent(patientId)}`, base).href;
}
