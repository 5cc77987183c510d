/**
 * The file name of a `Content-Disposition` header: RFC 6266's `filename*=UTF-8''…` first, else
 * `filename="…"` or a bare `filename=…`. Only the last path segment is kept, and control and
 * format characters are dropped: a server's name can neither place the file elsewhere nor hide
 * its real extension behind a bidi override ('laudo\u202Efdp.exe' shows as 'laudoexe.pdf').
 * Null when absent.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim() ?? null) : null;
  }
  if (name === null) return null;
  const clean = (name.split(/[/\\]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return clean === '' || clean === '.' || clean === '..' ? null : clean;
}

/** The extensions each content type the API's files come in may carry; the first is added when missing. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/zip': ['zip'],
  'application/x-zip-compressed': ['zip'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'text/csv': ['csv'],
  'text/plain': ['txt'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/msword': ['doc'],
};

/**
 * The name a downloaded file is saved under: its extension must fit the answer's content type, so
 * a PDF named 'laudo.exe' is saved as 'laudo.exe.pdf', never as a program. A type not listed here
 * (application/octet-stream, none) leaves the name as it is.
 */
export function nameFittingType(name: string, contentType: string | null | undefined): string {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const allowed = EXTENSIONS[type];
  if (!allowed) return name;
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension !== undefined && allowed.includes(extension) ? name : `${name}.${allowed[0]}`;
}
