// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pdfBytes, pdfString } from '../../src/mocks/lib/pdf';
import { store } from '../../src/mocks/store';
import { setupDemoApi, tokenFor } from './helpers';
import { EMPTY_ID, OTHER_INSTITUTION_ID, RICH_ID, SHARED_ID, download, expectValidPdf } from './tabs-helpers';

setupDemoApi();

const patient = (id: number) => store.patients.find((p) => p.Id === id)!;

describe('GET api/weeklyreport/export/{patientId} and api/clinicalevolution/export/{patientId}', () => {
  it('answers the weekly reports as a real PDF of several pages, named by the registration number', async () => {
    const { response, bytes } = await download(`/api/weeklyreport/export/${RICH_ID}`, await tokenFor(1));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="relatorio-semanal-${patient(RICH_ID).RegisterNumber}.pdf"`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = Number(/\/Count (\d+) >>/.exec(bytes.toString('latin1'))?.[1]);
    expect(pages).toBeGreaterThan(1);
    const text = expectValidPdf(bytes, pages);
    expect(text).toContain('(Relat\\363rio semanal) Tj');
    expect(text).toContain(pdfString(patient(RICH_ID).Name));
    expect(text).toContain('PS IV');
    expect(text).toContain(`(P\\341gina ${pages} de ${pages}) Tj`);
  });

  it('answers the clinical evolution as a PDF with EVA names, temperatures and the 1-4 scale', async () => {
    const { response, bytes } = await download(`/api/clinicalevolution/export/${RICH_ID}`, await tokenFor(1));
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="evolucao-clinica-${patient(RICH_ID).RegisterNumber}.pdf"`);
    const text = expectValidPdf(bytes, Number(/\/Count (\d+) >>/.exec(bytes.toString('latin1'))?.[1]));
    expect(text).toContain('(Evolu\\347\\343o cl\\355nica) Tj');
    expect(text).toMatch(/\(Dor: EVA \d+ \\\((Leve|Moderada|Grave)\\\)\) Tj/);
    expect(text).toMatch(/\(Febre: 3\d,\d \\260C\) Tj/);
    expect(text).toContain('(Sem sintomas.) Tj');
    expect(text).toContain('(Sintoma n\\343o listado: ');
  });

  it('exports the empty patient’s one page with the empty-state texts; a shared patient too', async () => {
    const token = await tokenFor(1);
    const weekly = expectValidPdf((await download(`/api/weeklyreport/export/${EMPTY_ID}`, token)).bytes);
    expect(weekly).toContain(pdfString('O paciente não cadastrou nenhum relato semanal.'));
    const evolution = expectValidPdf((await download(`/api/clinicalevolution/export/${EMPTY_ID}`, token)).bytes);
    expect(evolution).toContain(pdfString('O paciente não cadastrou nenhum sintoma.'));
    expect((await download(`/api/clinicalevolution/export/${SHARED_ID}`, token)).response.status).toBe(200);
  });

  it('answers 404 for another institution’s patient or an unknown one, 401 without a token', async () => {
    const token = await tokenFor(1);
    for (const path of ['weeklyreport', 'clinicalevolution']) {
      expect((await download(`/api/${path}/export/${OTHER_INSTITUTION_ID}`, token)).response.status).toBe(404);
      expect((await download(`/api/${path}/export/99999`, token)).response.status).toBe(404);
      expect((await download(`/api/${path}/export/${RICH_ID}`, undefined)).response.status).toBe(401);
    }
  });
});

describe('lib/pdf pages', () => {
  it('keeps a one-page file as before and numbers the pages of a longer one', () => {
    const text = (lines: number) =>
      Buffer.from(pdfBytes({ title: 'T', lines: Array.from({ length: lines }, (_, index) => ({ text: `linha ${index}` })), createdAt: new Date(0) })).toString(
        'latin1',
      );
    const one = text(10);
    expect(one).toContain('/Kids [3 0 R] /Count 1 >>');
    expect(one).not.toContain('gina 1 de');
    const three = text(120);
    expect(three).toContain('/Kids [3 0 R 8 0 R 10 0 R] /Count 3 >>');
    expect(three).toContain('(linha 119) Tj');
    expectValidPdf(Buffer.from(three, 'latin1'), 3);
  });
});
