import { describe, expect, it } from 'vitest';
import { frameableUrl, readReportUrl } from '@/features/bi/reportUrlRules';

const REPORT = 'https://app.powerbi.com/view?r=abc';

describe('readReportUrl: the body of GET api/powerbi/geturl', () => {
  it('reads a JSON string', () => {
    expect(readReportUrl(JSON.stringify(REPORT))).toBe(REPORT);
  });

  it('reads bare text', () => {
    expect(readReportUrl(REPORT)).toBe(REPORT);
  });

  it('reads an object with a Url field, in any case', () => {
    expect(readReportUrl(JSON.stringify({ Url: REPORT }))).toBe(REPORT);
    expect(readReportUrl(JSON.stringify({ url: REPORT, $id: '1' }))).toBe(REPORT);
    expect(readReportUrl(JSON.stringify({ URL: ` ${REPORT} ` }))).toBe(REPORT);
  });

  it('drops whitespace around the value, inside and outside the JSON string', () => {
    expect(readReportUrl(`  ${REPORT}\r\n`)).toBe(REPORT);
    expect(readReportUrl(` "  ${REPORT}\\n" `)).toBe(REPORT);
  });

  it('reads nothing as empty: no body, blanks, "", null, a null Url', () => {
    for (const body of ['', '   \n', '""', '"   "', 'null', '{"Url":null}', '{"Url":""}']) {
      expect(readReportUrl(body), body).toBe('');
    }
  });

  it('keeps an answer of another shape as it is, for the frame rule to refuse', () => {
    expect(readReportUrl('{"Report":1}')).toBe('{"Report":1}');
    expect(readReportUrl('[1]')).toBe('[1]');
    expect(frameableUrl(readReportUrl('{"Report":1}'), 'http://localhost', ['https://app.powerbi.com'])).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('frameableUrl: what the frame may show', () => {
  const own = 'http://painel.local:4173';
  const POWER_BI = 'https://app.powerbi.com';
  const framed = (src: string) => ({ ok: true, src });
  const refused = (reason: 'invalid' | 'notListed' | 'sameOrigin') => ({ ok: false, reason });

  it('frames an address on a listed origin', () => {
    expect(frameableUrl(REPORT, own, [POWER_BI])).toEqual(framed(REPORT));
    const hospital = 'https://relatorios.hospital.org.br:8443/bi?id=7#p2';
    expect(frameableUrl(hospital, own, [POWER_BI, 'https://relatorios.hospital.org.br:8443'])).toEqual(framed(hospital));
  });

  it('refuses an https address on an origin the list does not name, port and subdomain included', () => {
    for (const value of [
      'https://relatorios.hospital.org.br/bi',
      'https://app.powerbi.com:8443/view?r=abc',
      'https://evil.app.powerbi.com/view?r=abc',
      'https://app.powerbi.com.evil.example/view',
      'http://app.powerbi.com/view?r=abc',
    ]) {
      expect(frameableUrl(value, own, [POWER_BI]), value).toEqual(refused('notListed'));
    }
    expect(frameableUrl(REPORT, own, []), 'an empty list').toEqual(refused('notListed'));
  });

  it('refuses the console’s own origin even when it is listed', () => {
    expect(frameableUrl('http://painel.local:4173/demo/bi.html', own, [POWER_BI, own])).toEqual(refused('sameOrigin'));
    expect(frameableUrl('http://PAINEL.local:4173/bi', `${own}/`, [own])).toEqual(refused('sameOrigin'));
    const console = 'https://painel.hospital.org.br';
    expect(frameableUrl(`${console}/relatorio`, console, [console, POWER_BI])).toEqual(refused('sameOrigin'));
    expect(frameableUrl(`${console}:443/relatorio`, `${console}/`, [console])).toEqual(refused('sameOrigin'));
  });

  it('frames plain http only from a loopback host that is listed', () => {
    for (const origin of ['http://127.0.0.1:4174', 'http://localhost:4174', 'http://[::1]:4174']) {
      expect(frameableUrl(`${origin}/__demo/bi-report`, own, [origin]), origin).toEqual(framed(`${origin}/__demo/bi-report`));
      expect(frameableUrl(`${origin}/__demo/bi-report`, own, [POWER_BI]), `${origin} unlisted`).toEqual(refused('notListed'));
    }
    // A list that names an http host elsewhere (config.json's schema refuses it) frames nothing there.
    expect(frameableUrl('http://relatorios.hospital.org.br/bi', own, ['http://relatorios.hospital.org.br'])).toEqual(refused('notListed'));
    expect(frameableUrl('http://127.0.0.2:4174/bi', own, ['http://127.0.0.2:4174'])).toEqual(refused('notListed'));
  });

  it('compares the list as origins: case, a final / and a default port do not matter', () => {
    expect(frameableUrl(REPORT, own, ['HTTPS://App.PowerBI.com/'])).toEqual(framed(REPORT));
    expect(frameableUrl(REPORT, own, ['https://app.powerbi.com:443'])).toEqual(framed(REPORT));
    expect(frameableUrl('https://APP.powerbi.COM/view?r=abc', own, [POWER_BI])).toEqual(framed(REPORT));
    expect(frameableUrl('http://LOCALHOST:4174/bi', own, ['http://localhost:4174/'])).toEqual(framed('http://localhost:4174/bi'));
    // An entry that is no origin names nothing.
    expect(frameableUrl(REPORT, own, ['https://app.powerbi.com/view', 'app.powerbi.com', '*'])).toEqual(refused('notListed'));
  });

  it('refuses, as no report address, anything but an absolute http(s) address without credentials', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<p>oi</p>',
      'blob:https://app.powerbi.com/123',
      'ftp://app.powerbi.com/bi',
      'https://usuario:senha@app.powerbi.com/view',
      'https://usuario@app.powerbi.com/view',
      'https://',
      'https://[::1/bi',
      '/relatorios/bi',
      '//app.powerbi.com/view',
      'relatório',
      '',
    ]) {
      expect(frameableUrl(value, own, [POWER_BI, 'https://usuario@app.powerbi.com']), value).toEqual(refused('invalid'));
    }
  });
});
