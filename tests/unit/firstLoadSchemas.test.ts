/**
 * The first load's schemas, in valibot (docs/decisions/0028-first-load-schemas-valibot.md), on
 * shapes the demo API and the demo config.json never send: what zod did, they do.
 */
import * as v from 'valibot';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { CONFIG_DEFAULTS } from '../configFixtures';
import { configSchema } from '@/config/schema';
import { EMAIL_FORMAT } from '@/lib/emailFormat';
import { storedRecordSchema } from '@/session/schema';
import { loginSearchSchema } from '@/features/auth/searchSchemas';
import { dashboardSearchSchema } from '@/features/dashboard/searchSchema';
import { patientsSearchSchema } from '@/features/patients/searchSchema';
import { professionalsSearchSchema } from '@/features/professionals/searchSchema';

describe('the e-mail format', () => {
  it("is zod's z.email() pattern", () => {
    expect(EMAIL_FORMAT.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    for (const address of ['ana@clinica.com.br', "o'brien+x@a-b.io", 'a.b@c.de', 'a..b@c.de', '.a@c.de', 'a@c', 'a@-c.de', 'a @c.de', 'ana@clinica.com.br.']) {
      expect(EMAIL_FORMAT.test(address), address).toBe(z.safeParse(z.email(), address).success);
    }
  });
});

describe('config.json', () => {
  const required = {
    apiUrl: '/',
    professionalAppUrl: 'https://profissional.clinica.com.br/',
    patientRegistrationUrl: 'https://profissional.clinica.com.br/pacientes/adicionar',
    cepUrl: 'https://viacep.com.br/ws/{cep}/json/',
    contactEmail: 'contato@clinica.com.br',
  };
  const refused = (config: Record<string, unknown>) => {
    const result = v.safeParse(configSchema, config);
    return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue));
  };

  it('gives every optional field its default', () => {
    expect(v.parse(configSchema, required)).toEqual({
      ...required,
      ...CONFIG_DEFAULTS,
    });
  });

  it('takes the optional fields it is given, and drops fields it does not know', () => {
    const config = {
      ...required,
      maxOfflineAgeHours: 0.5,
      idleLockMinutes: 5,
      loginAutocomplete: true,
      notifyMessages: true,
      notificationsShowNames: true,
      theme: 'dark',
    };
    expect(v.parse(configSchema, config)).toMatchObject({
      maxOfflineAgeHours: 0.5,
      idleLockMinutes: 5,
      loginAutocomplete: true,
      notifyMessages: true,
      notificationsShowNames: true,
    });
    expect(v.parse(configSchema, config)).not.toHaveProperty('theme');
  });

  it('keeps an absolute http(s) URL trimmed, as zod did', () => {
    expect(v.parse(configSchema, { ...required, professionalAppUrl: ' https://p.clinica.com.br/ ' }).professionalAppUrl).toBe('https://p.clinica.com.br/');
  });

  it('names each field it refuses', () => {
    expect(refused({ ...required, apiUrl: '' })).toEqual(['apiUrl']);
    for (const url of ['profissional.clinica.com.br', 'ftp://p.clinica.com.br', 'http:p.clinica.com.br', 'https://', 'javascript:alert(1)']) {
      expect(refused({ ...required, professionalAppUrl: url }), url).toEqual(['professionalAppUrl']);
    }
    expect(refused({ ...required, cepUrl: 'https://viacep.com.br/ws/json/' })).toEqual(['cepUrl']);
    expect(refused({ ...required, contactEmail: 'contato' })).toEqual(['contactEmail']);
    for (const hours of [0, -1, '12', null]) expect(refused({ ...required, maxOfflineAgeHours: hours }), String(hours)).toEqual(['maxOfflineAgeHours']);
    expect(refused({ ...required, loginAutocomplete: 'yes' })).toEqual(['loginAutocomplete']);
    expect(refused({ ...required, notifyMessages: 1, notificationsShowNames: 'true' })).toEqual(['notifyMessages', 'notificationsShowNames']);
    expect(refused({ ...required, contactEmail: undefined, requestTimeoutSeconds: 0 })).toEqual(['contactEmail', 'requestTimeoutSeconds']);
  });
});

describe("the routes' search", () => {
  it('falls back on each bad value instead of failing the route', () => {
    expect(v.parse(patientsSearchSchema, { page: 0, search: ['x'], addressId: 'abc', teamId: 1.5, message: 'inexistente' })).toEqual({
      page: 1,
      search: '',
      addressId: undefined,
      teamId: undefined,
      message: undefined,
    });
    expect(v.parse(patientsSearchSchema, { page: ' 2 ', addressId: '', teamId: null })).toEqual({ page: 2, search: '' });
    expect(v.parse(loginSearchSchema, { message: 'expiredToken' })).toEqual({ message: 'expiredToken' });
    expect(v.parse(loginSearchSchema, { message: 42 })).toEqual({ message: undefined });
    expect(v.parse(dashboardSearchSchema, { detalhes: 7 })).toEqual({ detalhes: undefined });
    expect(v.parse(dashboardSearchSchema, { detalhes: 'x'.repeat(100) }).detalhes).toHaveLength(80);
  });

  it('reads an older link’s localId as the address, and an address over it', () => {
    expect(v.parse(professionalsSearchSchema, { localId: '4' })).toMatchObject({ addressId: 4 });
    expect(v.parse(professionalsSearchSchema, { localId: 4, addressId: 9 })).toMatchObject({ addressId: 9 });
  });
});

describe('the stored session', () => {
  const record = {
    v: 2,
    sid: 'abc',
    userKey: '165:42',
    name: 'Ana',
    institutionId: 165,
    expiresAt: 1,
    signedInAt: 0,
    sealed: { iv: 'AAAA', data: 'AAAA/+==' },
  };

  it('is read when whole', () => {
    expect(v.safeParse(storedRecordSchema, record).success).toBe(true);
    expect(v.safeParse(storedRecordSchema, { ...record, institutionId: null }).success).toBe(true);
  });

  it('is refused in an older format, incomplete or altered', () => {
    for (const bad of [
      { ...record, v: 1 },
      { ...record, token: 'em-claro', v: undefined },
      { ...record, sid: undefined },
      { ...record, sid: '' },
      { ...record, institutionId: '' },
      { ...record, expiresAt: '1' },
      { ...record, sealed: { iv: 'não é base64', data: 'AAAA' } },
      { ...record, sealed: null },
      [record],
      'registro',
      null,
    ]) {
      expect(v.safeParse(storedRecordSchema, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
