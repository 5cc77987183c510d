/**
 * The last configuration that parsed, used only when config.json cannot be fetched at all: a
 * browser that lost the network right after its first visit still starts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { loadConfig } from '@/config/load';
import { CONFIG_STORAGE_KEY } from '@/config/kept';
import { server } from './harness';

const good = {
  apiUrl: 'https://api.clinica.com.br/backend/',
  professionalAppUrl: 'https://profissional.clinica.com.br/',
  patientRegistrationUrl: 'https://profissional.clinica.com.br/pacientes/adicionar',
  cepUrl: 'https://viacep.com.br/ws/{cep}/json/',
  contactEmail: 'contato@clinica.com.br',
};

const CONFIG_URL = 'http://localhost/config.json';
const load = () => loadConfig('http://localhost/alertas', '/');

function serve(body: string, status = 200) {
  server.use(http.get(CONFIG_URL, () => new HttpResponse(body, { status })));
}

/** fetch rejects, as it does offline or with the server down. */
function unreachable() {
  server.use(http.get(CONFIG_URL, () => HttpResponse.error()));
}

afterEach(() => vi.restoreAllMocks());

describe('the kept configuration', () => {
  it('keeps the file that parsed and boots on it when config.json cannot be fetched', async () => {
    serve(JSON.stringify(good));
    const online = await load();
    expect(online).toMatchObject({ ok: true, config: good });
    expect(JSON.parse(localStorage.getItem(CONFIG_STORAGE_KEY) ?? 'null')).toEqual(good);

    unreachable();
    expect(await load()).toEqual(online);
  });

  it('without network and without a kept copy, says the configuration is unreachable', async () => {
    unreachable();
    expect(await load()).toEqual({ ok: false, reason: 'unreachable', fields: [] });
  });

  it('never stands in for a 404 or a broken file, and is not replaced by them', async () => {
    serve(JSON.stringify(good));
    await load();
    serve('not found', 404);
    expect(await load()).toEqual({ ok: false, reason: 'missing', fields: [] });
    serve('{ apiUrl: ');
    expect(await load()).toMatchObject({ ok: false, reason: 'malformed' });
    serve(JSON.stringify({ ...good, contactEmail: 'x' }));
    expect(await load()).toEqual({ ok: false, reason: 'malformed', fields: ['contactEmail'] });

    unreachable();
    expect(await load()).toMatchObject({ ok: true, config: good });
  });

  it('a kept copy this version no longer accepts counts as none', async () => {
    localStorage.setItem(CONFIG_STORAGE_KEY, JSON.stringify({ ...good, cepUrl: 'sem-marcador' }));
    unreachable();
    expect(await load()).toEqual({ ok: false, reason: 'unreachable', fields: [] });
    localStorage.setItem(CONFIG_STORAGE_KEY, '{ nao e json');
    expect(await load()).toEqual({ ok: false, reason: 'unreachable', fields: [] });
  });

  it('storage that refuses writes or reads changes nothing else', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('cheio', 'QuotaExceededError');
    });
    serve(JSON.stringify(good));
    expect(await load()).toMatchObject({ ok: true, config: good });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('bloqueado', 'SecurityError');
    });
    unreachable();
    expect(await load()).toEqual({ ok: false, reason: 'unreachable', fields: [] });
  });
});
