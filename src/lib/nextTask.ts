/**
 * Resolves one task later: whatever the current task and its microtasks started (React renders a
 * store's change in a microtask, so a lock's unmount) has run by then. A message channel rather
 * than a timer: a test's held clock does not hold it, and a timer's closure is what the lock's
 * clean-up must not leave behind (docs/decisions/0025-locked-memory.md).
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
