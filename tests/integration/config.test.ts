import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { loadConfig, normaliseBase } from '@/config/load';
import { server } from './harness';

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
    expect(result).toEqual({ ok: true, config: { ...valid, apiUrl: 'https://api.clinica.com.br/backend/', maxOfflineAgeHours: 12, requestTimeoutSeconds: 15, alertsRefreshSeconds: 60, idleLockMinutes: 15 } });
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
});
