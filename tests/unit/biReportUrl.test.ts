import { describe, expect, it } from 'vitest';
import { frameableUrl, readReportUrl } from '@/features/bi/reportUrl';

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
    expect(frameableUrl(readReportUrl('{"Report":1}'), 'http://localhost')).toBeNull();
  });
});

describe('frameableUrl: what the frame may show', () => {
  const origin = 'http://painel.local:4173';

  it('frames any https: address', () => {
    expect(frameableUrl(REPORT, origin)).toBe(REPORT);
    expect(frameableUrl('https://relatorios.hospital.org.br/bi', origin)).toBe('https://relatorios.hospital.org.br/bi');
  });

  it('frames an address on the console’s own origin, even over http:', () => {
    expect(frameableUrl('http://painel.local:4173/demo/bi.html', origin)).toBe('http://painel.local:4173/demo/bi.html');
  });

  it('refuses every other address', () => {
    for (const value of [
      'http://app.powerbi.com/view?r=abc',
      'http://painel.local:8080/bi',
      'javascript:alert(1)',
      'data:text/html,<p>oi</p>',
      'blob:http://painel.local:4173/123',
      'ftp://painel.local/bi',
      '/relatorios/bi',
      '//app.powerbi.com/view',
      'relatório',
      '',
    ]) {
      expect(frameableUrl(value, origin), value).toBeNull();
    }
  });
});
