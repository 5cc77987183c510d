import { HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { answerHeadersFor, currentShapes } from '../control';
import { alternateShapes } from './shapes';
import type { AlternateOptions } from './shapes';

/**
 * A successful dashboard or alert answer, in the profile and with the extra headers the switches
 * ask for. Error answers never come through here: they keep the API's one error shape.
 */
export function jsonAnswer(request: Request, body: JsonBodyType, options: AlternateOptions = {}): Response {
  const shaped = currentShapes() === 'alternate' ? alternateShapes(body, options) : body;
  return HttpResponse.json(shaped, { headers: answerHeadersFor(new URL(request.url).pathname) });
}
