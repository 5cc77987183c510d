import { HttpResponse } from 'msw';

/** The API's one error shape; every failing answer of the demo uses it. */
export interface ErrorBody {
  Title: string | null;
  Message: string | null;
  Errors: string[] | string | null;
}

export const apiMessages = {
  sessionExpired: 'Sessão expirada.',
  invalidData: 'Dados inválidos',
  invalidJson: 'O corpo da requisição deve ser um JSON válido.',
  notFound: 'Recurso não encontrado.',
  simulated: 'Erro simulado.',
  internal: 'Erro interno do servidor.',
} as const;

export function errorBody(body: Partial<ErrorBody>): ErrorBody {
  return { Title: null, Message: null, Errors: null, ...body };
}

export function errorResponse(status: number, body: Partial<ErrorBody>): Response {
  return HttpResponse.json(errorBody(body), { status });
}

export function unauthorized(): Response {
  return errorResponse(401, { Message: apiMessages.sessionExpired });
}

export function notFound(message: string = apiMessages.notFound): Response {
  return errorResponse(404, { Message: message });
}

/** A call the caller may not make on this record (e.g. writing to another institution's patient). */
export function forbidden(message: string): Response {
  return errorResponse(403, { Message: message });
}

/** The model-validation answer: 400 with the field messages in `Errors`. */
export function invalidData(errors: string[]): Response {
  return errorResponse(400, { Title: apiMessages.invalidData, Errors: errors });
}

/** Success without content, as the API answers its commands. */
export function emptyOk(): Response {
  return HttpResponse.json({});
}

export type JsonObject = Record<string, unknown>;

/** The parsed body if it is a JSON object, otherwise the 400 to send back. */
export async function readJsonObject(request: Request): Promise<JsonObject | Response> {
  let parsed: unknown;
  try {
    parsed = await request.json();
  } catch {
    return invalidData([apiMessages.invalidJson]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return invalidData([apiMessages.invalidJson]);
  }
  return parsed as JsonObject;
}

/**
 * The JSON object body as `check` reads it, or the 400 to send back: a body that is no JSON object,
 * or one that breaks a rule (`errors`, each message once, as the API's model validation lists them).
 */
export async function checkedBody<C extends { errors: string[] }>(
  request: Request,
  check: (body: JsonObject) => C,
): Promise<(C & { body: JsonObject }) | Response> {
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const checked = check(body);
  return checked.errors.length > 0 ? invalidData([...new Set(checked.errors)]) : { ...checked, body };
}

/** The parsed body if it is a JSON array, otherwise the 400 to send back. */
export async function readJsonArray(request: Request): Promise<unknown[] | Response> {
  let parsed: unknown;
  try {
    parsed = await request.json();
  } catch {
    return invalidData([apiMessages.invalidJson]);
  }
  return Array.isArray(parsed) ? parsed : invalidData([apiMessages.invalidJson]);
}
