// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocal, readTabLocal, removeLocal, removeTabLocal, writeLocal, writeTabLocal } from '@/lib/localStore';

/** The browser's storage may be blocked, full or absent: the console's wrappers never throw. */
describe('localStore', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads and writes each area apart', () => {
    writeLocal('k', 'disco');
    writeTabLocal('k', 'aba');
    expect([readLocal('k'), readTabLocal('k')]).toEqual(['disco', 'aba']);
    removeTabLocal('k');
    expect([readLocal('k'), readTabLocal('k')]).toEqual(['disco', null]);
    removeLocal('k');
    expect(readLocal('k')).toBeNull();
  });

  it('a storage that throws (blocked, full) reads as empty and drops writes', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
    }
    expect(readLocal('k')).toBeNull();
    expect(readTabLocal('k')).toBeNull();
    expect(() => {
      writeLocal('k', 'v');
      writeTabLocal('k', 'v');
      removeLocal('k');
      removeTabLocal('k');
    }).not.toThrow();
  });

  it('a storage that cannot even be reached reads as empty', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readLocal('k')).toBeNull();
    expect(() => writeLocal('k', 'v')).not.toThrow();
  });
});
