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

/**
 * The address the frame may show, or null. Only an absolute `https:` address, or one on the
 * console's own origin, is framed: a plain `http:` page elsewhere could be altered on its way, and
 * `javascript:`, `data:` or a relative address is not a report. The CSP's `frame-src` is the
 * deployment's second line (README, "BI report").
 */
export function frameableUrl(value: string, ownOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(value); // no base: a relative address throws
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && url.origin === ownOrigin) return url.href;
  return null;
}
