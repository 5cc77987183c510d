// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SLOW_FETCH_MS, useSlowFetch } from '@/offline/useSlowFetch';

afterEach(() => vi.useRealTimers());

describe('useSlowFetch', () => {
  it('turns true only once a fetch outlasts the threshold, and false as soon as it ends', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ fetching }) => useSlowFetch(fetching), { initialProps: { fetching: true } });
    act(() => {
      vi.advanceTimersByTime(SLOW_FETCH_MS - 1);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    rerender({ fetching: false });
    expect(result.current).toBe(false);
    // The next fetch starts from zero again.
    rerender({ fetching: true });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(SLOW_FETCH_MS);
    });
    expect(result.current).toBe(true);
  });
});
