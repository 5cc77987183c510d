import { DateTime } from 'luxon';

const LOCALE = 'pt-BR';

function at(ms: number): DateTime {
  return DateTime.fromMillis(ms).setLocale(LOCALE);
}

/** Dashboard stamp: DD/MM/YYYY H:mm. */
export function formatDashboardStamp(ms: number): string {
  return at(ms).toFormat('dd/MM/yyyy H:mm');
}

/** Alerts stamp: day/month/year hour:minute followed by h. */
export function formatAlertsStamp(ms: number): string {
  return `${at(ms).toFormat('dd/MM/yyyy HH:mm')}h`;
}
