import { reportOrigin } from '@/config/origins';

/**
 * The report's address as `GET api/powerbi/geturl` gives it (spec 02 §7: "the report URL as a
 * plain value"): a JSON string, bare text, or, as a .NET server may wrap it, an object with a
 * `Url` field (any case). Surrounding whitespace is dropped; '' means "not found". An answer that
 * is none of these comes back as it is, and the frame rule below refuses it (a load failure).
 */
export function readReportUrl(body: string): string {
  const text = body.trim();
  if (text === '') return '';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text; // bare text
  }
  if (value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object' && !Array.isArray(value)) {
    const key = Object.keys(value).find((name) => name.toLowerCase() === 'url');
    if (key === undefined) return text;
    const url: unknown = (value as Record<string, unknown>)[key];
    if (url === null || url === undefined) return '';
    return typeof url === 'string' ? url.trim() : text;
  }
  return text;
}

/** What the frame rule decided: the address to frame, or why none is. */
export type FrameDecision =
  | { ok: true; src: string }
  /**
   * `invalid`: not an absolute http(s) address (`javascript:`, `data:`, relative, credentials…);
   * `notListed`: on an origin config.json's `biReportOrigins` does not name; `sameOrigin`: on the
   * console's own origin, listed or not.
   */
  | { ok: false; reason: 'invalid' | 'notListed' | 'sameOrigin' };

/**
 * Whether the frame may show `value`. Only an absolute address on one of `allowedOrigins` (the
 * configuration's `biReportOrigins`, compared as origins: case and a final '/' do not matter) is
 * framed, and never one on the console's own origin, even listed: the frame keeps
 * `allow-scripts allow-same-origin` (a Power BI report needs both), and a page of our own origin
 * with both could reach into the console and lift its own sandbox. Plain http is framed only from
 * the loopback (a demo on this machine), since anything else could be altered on its way. The
 * CSP's `frame-src` is the deployment's second line (docs/configuration.md, "The BI report").
 */
export function frameableUrl(value: string, ownOrigin: string, allowedOrigins: readonly string[]): FrameDecision {
  let url: URL;
  try {
    url = new URL(value); // no base: a relative address throws
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  // blob: and the like carry an http(s) origin inside: only the two schemes themselves are frames.
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') {
    return { ok: false, reason: 'invalid' };
  }
  if (url.origin === originOf(ownOrigin)) return { ok: false, reason: 'sameOrigin' };
  // Read as config.json's entries are: an entry that is no origin, or http off the loopback, names nothing.
  const allowed = new Set(allowedOrigins.map(reportOrigin));
  return allowed.has(url.origin) ? { ok: true, src: url.href } : { ok: false, reason: 'notListed' };
}

function originOf(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return address;
  }
}
