/**
 * The name of a thrown error ('TypeError', 'SecurityError'), safe to log where its message is
 * not: messages can carry values. DOMException is checked apart because it is not an Error in
 * every environment (jsdom's is not).
 */
export function errorName(error: unknown): string {
  if (error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)) return error.name;
  return `(${error === null ? 'null' : typeof error})`;
}
