import { errorResponse, invalidData } from './http';

const multipartMessages = {
  unsupported: 'O corpo da requisição deve ser enviado como multipart/form-data.',
  malformed: 'O corpo multipart/form-data da requisição é inválido.',
} as const;

/** A form body's text fields in the order they came; file parts are not text and are left out. */
export interface FormFields {
  entries: [name: string, value: string][];
  contentType: string;
}

/**
 * The text fields of a multipart/form-data body. Any other body (JSON, url-encoded, none) is a
 * 415, as ASP.NET answers an action bound with [FromForm]; a body that does not parse is a 400.
 */
export async function readMultipart(request: Request): Promise<FormFields | Response> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return errorResponse(415, { Message: multipartMessages.unsupported });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return invalidData([multipartMessages.malformed]);
  }
  const entries: [string, string][] = [];
  form.forEach((value, name) => {
    if (typeof value === 'string') entries.push([name, value]);
  });
  return { entries, contentType };
}

/** The fields as a record for tests: a name sent several times keeps all its values, in order. */
export function fieldsRecord(entries: readonly (readonly [string, string])[]): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [name, value] of entries) {
    const previous = record[name];
    record[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return record;
}
