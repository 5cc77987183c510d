/** A route's head start on its calls: a chunk that fails to load is logged by name, never swallowed or thrown. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchFrom } from '@/ui/prefetchFrom';

afterEach(() => vi.restoreAllMocks());

describe('prefetchFrom', () => {
  it('starts the calls with the loaded module', async () => {
    const start = vi.fn();
    prefetchFrom(() => Promise.resolve({ prefetch: 1 }), start);
    await vi.waitFor(() => expect(start).toHaveBeenCalledWith({ prefetch: 1 }));
  });

  it('a chunk that does not load: one warning naming the error, no value, nothing thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const start = vi.fn();
    prefetchFrom(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/paciente-Maria.js')), start);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(String(warn.mock.calls[0]?.[0])).toContain('TypeError');
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('Maria');
    expect(start).not.toHaveBeenCalled();
  });
});
