import type { ConfigResult } from '@/config/load';
import { messages } from '@/messages/catalogue';

/**
 * Why the console could not start: config.json (missing, invalid, or unreachable with no kept
 * copy), storage blocked by the browser (no session could be kept), or anything unexpected.
 */
export type StartupFailure = Extract<ConfigResult, { ok: false }> | { reason: 'storage' | 'unexpected' };

export function startupText(failure: StartupFailure): string {
  switch (failure.reason) {
    case 'missing':
      return messages.config.missing;
    case 'malformed':
      return messages.config.malformed;
    case 'unreachable':
      return messages.config.unreachable;
    case 'storage':
      return messages.config.storage;
    case 'unexpected':
      return messages.config.unexpected;
  }
}

/** The config.json fields to name on the page (none for the other failures). */
export function failedFields(failure: StartupFailure): string[] {
  return 'fields' in failure ? failure.fields : [];
}
