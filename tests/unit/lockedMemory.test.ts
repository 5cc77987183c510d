/** What the page keeps for after the lock, sealed while locked (docs/decisions/0025-locked-memory.md). */
import { describe, expect, it } from 'vitest';
import { createDataKey } from '@/lib/vaultCrypto';
import { forgetParts, keepMapSealedWhileLocked, keepSealedWhileLocked, openParts, sealParts } from '@/session/lockedMemory';

/** A part holding one value, as keptDrafts and lastListSearch hold theirs. */
function part(name: string) {
  const held: { value: unknown } = { value: undefined };
  keepSealedWhileLocked(name, {
    take: () => {
      const value = held.value;
      held.value = undefined;
      return value;
    },
    give: (value) => void (held.value = value),
    forget: () => void (held.value = undefined),
  });
  return held;
}

describe('the parts sealed while locked', () => {
  it('hand over and forget their contents at the lock, and get them back with the key', async () => {
    const drafts = part('drafts-a');
    const searches = part('searches-a');
    drafts.value = { 'ficha:11': { allergy: 'Dipirona e iodo' } };
    searches.value = { pacientes: { search: 'Márcia' } };
    const key = await createDataKey();
    sealParts(key, 'user-1');
    await expect.poll(() => drafts.value).toBeUndefined();
    expect(searches.value).toBeUndefined();
    await openParts(key, 'user-1');
    expect(drafts.value).toEqual({ 'ficha:11': { allergy: 'Dipirona e iodo' } });
    expect(searches.value).toEqual({ pacientes: { search: 'Márcia' } });
  });

  it("give nothing back to another user's key, or another key, or after the session's end", async () => {
    const drafts = part('drafts-b');
    const key = await createDataKey();
    for (const [opener, user] of [
      [key, 'user-2'],
      [await createDataKey(), 'user-1'],
    ] as const) {
      drafts.value = 'rascunho';
      sealParts(key, 'user-1');
      await openParts(opener, user);
      expect(drafts.value).toBeUndefined();
    }
    drafts.value = 'rascunho';
    sealParts(key, 'user-1');
    await expect.poll(() => drafts.value).toBeUndefined();
    forgetParts();
    await openParts(key, 'user-1');
    expect(drafts.value).toBeUndefined();
  });

  it('an unlock right after the lock waits for the seal, and nothing held seals nothing', async () => {
    const drafts = part('drafts-c');
    const key = await createDataKey();
    drafts.value = ['um', 'dois'];
    sealParts(key, 'user-1');
    await openParts(key, 'user-1');
    expect(drafts.value).toEqual(['um', 'dois']);
    drafts.value = undefined;
    sealParts(key, 'user-1');
    await openParts(key, 'user-1');
    expect(drafts.value).toBeUndefined();
  });

  it('a map is emptied at the lock and filled again at the unlock', async () => {
    const searches = new Map<string, unknown>([['pacientes', { search: 'Márcia' }]]);
    keepMapSealedWhileLocked('map-d', searches);
    const key = await createDataKey();
    sealParts(key, 'user-1');
    await expect.poll(() => searches.size).toBe(0);
    await openParts(key, 'user-1');
    expect(Object.fromEntries(searches)).toEqual({ pacientes: { search: 'Márcia' } });
  });
});
