import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';

const answerSchema = z.unknown();

/** Verifies a first-access (invitation) token; 404 means it expired. */
export function checkFirstAccessToken(token: string) {
  return apiRequest('api/professional/first-access', answerSchema, { query: { token } });
}
