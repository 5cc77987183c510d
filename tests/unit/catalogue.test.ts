import { describe, expect, it } from 'vitest';
import { messages as firstLoad } from '@/messages/catalogue';
import { messages as whole } from '@/messages/screens';

describe('the catalogue in two parts (docs/decisions/0005-catalogue-split.md)', () => {
  it('the whole catalogue holds every first-load section unchanged', () => {
    for (const [section, texts] of Object.entries(firstLoad)) {
      expect(whole[section as keyof typeof whole], section).toEqual(expect.objectContaining(texts));
    }
  });

  it('adds the other screens’ sections without renaming any first-load text', () => {
    const added = Object.keys(whole).filter((section) => !(section in firstLoad));
    expect(added).toEqual(expect.arrayContaining(['dashboard', 'alertsPage', 'teams', 'professionals', 'list', 'form', 'pagination', 'layout']));
    // Success texts are extended in place, not replaced: the alert helper reads the first-load ones.
    expect(whole.success).toMatchObject(firstLoad.success);
    expect(whole.success.announcementSent).toBe('O comunicado foi enviado com sucesso.');
  });

  it('keeps the spec’s exact wording where sections moved', () => {
    expect(whole.teams.notFound).toBe('Equipe não encontrada.');
    expect(whole.professionals.notFound).toBe('Profissional não encontrado.');
    expect(whole.alerts.teamNotFound).toBe(whole.teams.notFound);
  });
});
