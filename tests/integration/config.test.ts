import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { loadConfig, normaliseBase } from '@/config/load';
import { server } from './harness';
import { CONFIG_DEFAULTS } from '../configFixtures';

const valid = {
  apiUrl: 'https://api.clinica.com.br/backend',
  professionalAppUrl: 'https://profissional.clinica.com.br/',
  patientRegistrationUrl: 'https://profissional.clinica.com.br/pacientes/adicionar',
  cepUrl: 'https://viacep.com.br/ws/{cep}/json/',
  contactEmail: 'contato@clinica.com.br',
};

function serve(body: string, status = 200) {
  server.use(http.get('http://localhost/config.json', () => new HttpResponse(body, { status })));
}

describe('runtime configuration', () => {
  it('reads config.json and keeps a base path, ending it with /', async () => {
    serve(JSON.stringify(valid));
    const result = await loadConfig('http://localhost/login', '/');
    expect(result).toEqual({
      ok: true,
      config: {
        ...valid,
        apiUrl: 'https://api.clinica.com.br/backend/',
        ...CONFIG_DEFAULTS,
      },
    });
  });

  it('resolves a relative apiUrl against the page', () => {
    expect(normaliseBase('/', 'http://127.0.0.1:4173/dashboard')).toBe('http://127.0.0.1:4173/');
  });

  it('reports a missing file', async () => {
    serve('not found', 404);
    expect(await loadConfig('http://localhost/', '/')).toEqual({ ok: false, reason: 'missing', fields: [] });
  });

  it('reports a file that is not JSON', async () => {
    serve('{ apiUrl: ');
    expect(await loadConfig('http://localhost/', '/')).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('names the fields that are wrong', async () => {
    serve(JSON.stringify({ ...valid, cepUrl: 'https://viacep.com.br/ws/', contactEmail: 'x' }));
    expect(await loadConfig('http://localhost/', '/')).toEqual({
      ok: false,
      reason: 'malformed',
      fields: ['cepUrl', 'contactEmail'],
    });
  });

  it('keeps the BI report origins as origins, and names an entry that is not one', async () => {
    serve(JSON.stringify({ ...valid, biReportOrigins: ['HTTPS://Relatorios.Clinica.com.br/', 'http://127.0.0.1:4174'] }));
    expect(await loadConfig('http://localhost/', '/')).toMatchObject({
      ok: true,
      config: { biReportOrigins: ['https://relatorios.clinica.com.br', 'http://127.0.0.1:4174'] },
    });
    serve(JSON.stringify({ ...valid, biReportOrigins: ['https://app.powerbi.com', 'http://relatorios.clinica.com.br', 'https://app.powerbi.com/view'] }));
    expect(await loadConfig('http://localhost/', '/')).toEqual({
      ok: false,
      reason: 'malformed',
      fields: ['biReportOrigins.1', 'biReportOrigins.2'],
    });
  });

  it('lets the sign-in be remembered only when loginAutocomplete is true; anything but a boolean is named', async () => {
    serve(JSON.stringify({ ...valid, loginAutocomplete: true }));
    expect(await loadConfig('http://localhost/', '/')).toMatchObject({ ok: true, config: { loginAutocomplete: true } });
    serve(JSON.stringify({ ...valid, loginAutocomplete: 'true' }));
    expect(await loadConfig('http://localhost/', '/')).toEqual({ ok: false, reason: 'malformed', fields: ['loginAutocomplete'] });
  });
});
