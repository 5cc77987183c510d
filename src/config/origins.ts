/**
 * Origins of BI reports (config.json `biReportOrigins`, docs/decisions/0009-announcements-and-bi.md).
 * Plain functions, shared by the configuration's schema and the BI screen's frame rule.
 */

/** Power BI's report host: the list when config.json names none. */
export const DEFAULT_BI_REPORT_ORIGINS: readonly string[] = ['https://app.powerbi.com'];

/** Hosts that never leave the machine: the only ones a report may be served from over plain http. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * `scheme://host[:port]`, with at most a final '/', as the origin the browser compares (lower
 * case, no default port), or null when it is not one: a path, a query, a fragment, user
 * credentials, another scheme, or http on a host other than the loopback's.
 */
export function reportOrigin(entry: string): string | null {
  // No path, query, fragment, credentials or blanks: the URL parser would drop or keep them quietly.
  if (!/^https?:\/\/[^/?#@\\\s]+\/?$/i.test(entry)) return null;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.origin;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) ? url.origin : null;
}
