import type { RequestHandler } from 'msw';
import { controlHandler } from '../control';
import { accountHandlers } from './account';
import { addressHandlers } from './addresses';
import { demoHandlers } from './demo';
import { firstAccessHandlers } from './first-access';

/**
 * Every demo endpoint, for setupServer in tests and for the Node server. The control handler
 * comes first so latency and simulated failures apply before any real handler answers.
 */
export const handlers: RequestHandler[] = [
  controlHandler,
  ...demoHandlers,
  ...accountHandlers,
  ...firstAccessHandlers,
  ...addressHandlers,
];
