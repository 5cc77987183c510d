/** config.json's `biReportOrigins` (src/config/schema.ts, src/config/origins.ts). */
import { describe, expect, it } from 'vitest';
import { getDotPath, safeParse } from 'valibot';
import { configSchema } from '@/config/schema';
import { reportOrigin } from '@/config/origins';

const base = {
  apiUrl: '/',
  professionalAppUrl: 'https://profissional.clinica.com.br/',
  patientRegistrationUrl: 'https://profissional.clinica.com.br/pacientes/adicionar',
  cepUrl: 'https://viacep.com.br/ws/{cep}/json/',
  contactEmail: 'contato@clinica.com.br',
};

function parse(biReportOrigins: unknown) {
  return safeParse(configSchema, biReportOrigins === undefined ? base : { ...base, biReportOrigins });
}

/** The origins kept, or undefined when the file is refused. */
function originsOf(biReportOrigins: unknown) {
  const result = parse(biReportOrigins);
  return result.success ? result.output.biReportOrigins : undefined;
}

/** The fields a failed parse names, as the start-up error page lists them. */
function failedFields(biReportOrigins: unknown): string[] {
  const result = parse(biReportOrigins);
  expect(result.success, JSON.stringify(biReportOrigins)).toBe(false);
  return result.success ? [] : result.issues.map((issue) => getDotPath(issue) ?? '');
}

describe('biReportOrigins in config.json', () => {
  it("is Power BI's origin when config.json names none", () => {
    expect(originsOf(undefined)).toEqual(['https://app.powerbi.com']);
  });

  it('keeps each entry as its origin: lower case, no final /, no default port', () => {
    expect(originsOf(['HTTPS://App.PowerBI.com/', 'https://relatorios.hospital.org.br:8443', 'https://bi.clinica.com.br:443/'])).toEqual([
      'https://app.powerbi.com',
      'https://relatorios.hospital.org.br:8443',
      'https://bi.clinica.com.br',
    ]);
  });

  it('takes plain http on the loopback only (a demo on this machine)', () => {
    expect(originsOf(['http://127.0.0.1:4174', 'http://LOCALHOST:4174/', 'http://[::1]:4174'])).toEqual([
      'http://127.0.0.1:4174',
      'http://localhost:4174',
      'http://[::1]:4174',
    ]);
    expect(failedFields(['https://app.powerbi.com', 'http://relatorios.hospital.org.br'])).toEqual(['biReportOrigins.1']);
    expect(failedFields(['http://10.0.0.5:4174'])).toEqual(['biReportOrigins.0']);
    expect(failedFields(['http://localhost.hospital.org.br'])).toEqual(['biReportOrigins.0']);
  });

  it('an empty list frames no report', () => {
    expect(originsOf([])).toEqual([]);
  });

  it('names each entry that is not an origin, and a value that is not a list', () => {
    const bad = [
      'https://app.powerbi.com/view',
      'https://app.powerbi.com/?x=1',
      'https://app.powerbi.com#top',
      'https://usuario@app.powerbi.com',
      'app.powerbi.com',
      '//app.powerbi.com',
      'ftp://app.powerbi.com',
      'javascript:alert(1)',
      'https://',
      'https://app.powerbi.com:99999',
      ' https://app.powerbi.com',
      "https://app.powerbi.com 'unsafe-inline'",
      '*',
      '',
    ];
    for (const entry of bad) {
      expect(failedFields(['https://app.powerbi.com', entry]), entry).toEqual(['biReportOrigins.1']);
      expect(reportOrigin(entry), entry).toBeNull();
    }
    expect(failedFields(['https://app.powerbi.com', 42])).toEqual(['biReportOrigins.1']);
    expect(failedFields('https://app.powerbi.com')).toEqual(['biReportOrigins']);
    expect(failedFields(null)).toEqual(['biReportOrigins']);
  });
});
