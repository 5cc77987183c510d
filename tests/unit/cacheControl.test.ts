import { describe, expect, it } from 'vitest';
import { OFFLINE_OPT_OUT, cacheDirectives, hasCacheDirective } from '@/api/cacheControl';

const optsOut = (header: string | null) => hasCacheDirective(header, OFFLINE_OPT_OUT);

describe('Cache-Control read as directives', () => {
  it('splits on commas, with or without whitespace, and lower-cases the names', () => {
    expect(cacheDirectives('No-Store,private ,\tmax-age=0')).toEqual([
      { name: 'no-store', value: null },
      { name: 'private', value: null },
      { name: 'max-age', value: '0' },
    ]);
  });

  it('reads quoted values, commas and escaped quotes inside them included', () => {
    expect(cacheDirectives('private="Set-Cookie, painel-no-offline", ext="a\\"b", no-cache')).toEqual([
      { name: 'private', value: 'Set-Cookie, painel-no-offline' },
      { name: 'ext', value: 'a"b' },
      { name: 'no-cache', value: null },
    ]);
  });

  it('skips what does not fit the grammar up to the next comma, and empty members', () => {
    expect(cacheDirectives(', ,no-store painel-no-offline, =1, max-age=, a="open, no-cache')).toEqual([]);
    expect(cacheDirectives('')).toEqual([]);
    expect(cacheDirectives(null)).toEqual([]);
  });
});

describe('the offline opt-out (painel-no-offline)', () => {
  it('is found as a whole directive, in any case and spacing, alone or with a value', () => {
    expect(optsOut('painel-no-offline')).toBe(true);
    expect(optsOut('no-store, painel-no-offline')).toBe(true);
    expect(optsOut('no-store,PAINEL-No-Offline')).toBe(true);
    expect(optsOut('  painel-no-offline  ,  no-store')).toBe(true);
    expect(optsOut('max-age=0, painel-no-offline="1", private')).toBe(true);
  });

  it('is not a plain no-store, nor a token that contains it, nor a quoted value', () => {
    expect(optsOut('no-store')).toBe(false);
    expect(optsOut('private, no-cache, no-store, max-age=0')).toBe(false);
    expect(optsOut('x-painel-no-offline-foo')).toBe(false);
    expect(optsOut('painel-no-offline-foo, no-store')).toBe(false);
    expect(optsOut('no-store, x-painel-no-offline')).toBe(false);
    expect(optsOut('private="painel-no-offline"')).toBe(false);
    expect(optsOut('ext=painel-no-offline')).toBe(false);
    expect(optsOut(null)).toBe(false);
  });
});
