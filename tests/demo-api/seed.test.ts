// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/mocks/accounts';
import { isValidCpf } from '../../src/mocks/lib/cpf';
import { createSeed } from '../../src/mocks/seed';
import { resetStore, seedBulkAlerts, store } from '../../src/mocks/store';

const now = new Date('2025-06-15T12:00:00Z');
const DAY_MS = 86_400_000;

describe('seed', () => {
  const data = createSeed(now);
  const vidaPlena = data.patients.filter((patient) => patient.InstitutionId === 1);

  it('is deterministic for the same clock', () => {
    expect(createSeed(now)).toEqual(data);
  });

  it('has the two main institutions with 2 to 4 addresses each, and the small Serra Azul (id 2) with one', () => {
    expect(data.institutions.map((item) => item.Id)).toEqual([1, 165, 2]);
    for (const id of [1, 165]) {
      const count = data.addresses.filter((address) => address.InstitutionId === id).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
    expect(data.addresses.filter((address) => address.InstitutionId === 2)).toHaveLength(1);
  });

  it('gives every patient a valid, unique CPF', () => {
    const cpfs = data.patients.map((patient) => patient.CPF);
    for (const cpf of cpfs) expect(isValidCpf(cpf), cpf).toBe(true);
    expect(new Set(cpfs).size).toBe(cpfs.length);
  });

  it('has about 150 patients at institution 1, registered over the last 8 months', () => {
    expect(vidaPlena).toHaveLength(150);
    const ages = vidaPlena.map((patient) => (now.getTime() - Date.parse(patient.CreatedAt)) / DAY_MS);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(245);
    expect(ages.filter((age) => age <= 21).length).toBeGreaterThan(3);
  });

  it('uses 11-digit mobiles with real area codes and consistent patient fields', () => {
    const cidIds = new Set(data.cidTypes.map((cid) => cid.Id));
    const addressIds = new Set(data.addresses.map((address) => address.InstitutionAddressId));
    const teamIds = new Set(data.teams.map((team) => team.Id));
    for (const patient of data.patients) {
      expect(patient.Phone).toMatch(/^(1[1-9]|2[1-8]|[3-9][1-9])9[6-9]\d{7}$/);
      expect(patient.BirthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['Masculino', 'Feminino']).toContain(patient.Gender);
      expect(patient.CIDs.length).toBeGreaterThan(0);
      for (const cid of patient.CIDs) expect(cidIds.has(cid.CIDId)).toBe(true);
      expect(addressIds.has(patient.InstitutionAddressId)).toBe(true);
      expect(teamIds.has(patient.TeamId)).toBe(true);
    }
  });

  it('never gives a sex-specific diagnosis to the other sex', () => {
    const codeOf = new Map(data.cidTypes.map((cid) => [cid.Id, cid.CIDCode]));
    for (const patient of data.patients) {
      const code = codeOf.get(patient.CIDs[0]?.CIDId ?? 0);
      if (code === 'C61') expect(patient.Gender).toBe('Masculino');
      if (code === 'C53.9' || code === 'C56') expect(patient.Gender).toBe('Feminino');
    }
  });

  it('has real CID-10 codes and descriptions', () => {
    expect(data.cidTypes).toContainEqual(expect.objectContaining({ CIDCode: 'C50.9', Description: 'Neoplasia maligna da mama, não especificada' }));
    expect(data.cidTypes).toContainEqual(expect.objectContaining({ CIDCode: 'C61', Description: 'Neoplasia maligna da próstata' }));
  });

  it('has about 12 professionals at institution 1 with 10- or 11-digit phones', () => {
    const professionals = data.professionals.filter((item) => item.InstitutionId === 1);
    expect(professionals.length).toBeGreaterThanOrEqual(12);
    for (const professional of data.professionals) {
      expect(professional.Phone).toMatch(/^\d{10,11}$/);
      expect(professional.TeamIds.length).toBeGreaterThan(0);
    }
  });

  it('lists exactly the six demo accounts, all with the demo password', () => {
    expect(demoAccounts.map((account) => account.login)).toEqual([
      'admin@painel.demo',
      'semdashboard@painel.demo',
      'teste@painel.demo',
      'hospital165@painel.demo',
      'medico@painel.demo',
      'admin@serraazul.demo',
    ]);
    for (const account of demoAccounts) {
      expect(account.password).toBe('Demo@123');
      expect(account.description.length).toBeGreaterThan(10);
    }
  });

  it('resetStore restores changes made to the store in place', () => {
    const kept = store;
    store.patients.splice(0, 10);
    const admin = store.accounts.find((account) => account.Login === 'admin@painel.demo');
    if (admin) admin.Password = 'Outra@123';
    seedBulkAlerts({ symptoms: 10, messages: 10 });
    const seededReports = createSeed(new Date(store.anchor)).symptomReports.length;
    resetStore();
    expect(store).toBe(kept);
    // 150 at Vida Plena, 30 at São Lucas, 12 at Serra Azul.
    expect(store.patients).toHaveLength(192);
    expect(store.symptomReports).toHaveLength(seededReports);
    expect(store.accounts.find((account) => account.Login === 'admin@painel.demo')?.Password).toBe('Demo@123');
  });
});
