import type { Rng } from '../lib/prng';
import type { Gender } from '../types';
import { femaleNames, maleMiddleNames, maleNames, middleNames, surnames } from './names';

/** Area codes where each institution's patients live (greater São Paulo and the coast). */
export const DDD_VIDA_PLENA = [11, 11, 11, 11, 12, 13, 15, 19] as const;
export const DDD_SAO_LUCAS = [13, 13, 13, 11, 12] as const;
export const DDD_SERRA_AZUL = [16, 16, 16, 16, 17, 19] as const;

export function personName(rng: Rng, gender: Gender): string {
  const female = gender === 'Feminino';
  const first = rng.pick(female ? femaleNames : maleNames);
  const middle = rng.chance(0.45) ? ` ${rng.pick(female ? middleNames : maleMiddleNames)}` : '';
  let last: string = rng.pick(surnames);
  if (rng.chance(0.6)) {
    const second = rng.pick(surnames);
    if (second !== last) last = `${last} ${second}`;
  }
  return `${first}${middle} ${last}`;
}

/** 11 digits: area code, the mobile 9, then 8 digits that do not start with 0 or 1. */
export function mobilePhone(rng: Rng, ddds: readonly number[]): string {
  return `${rng.pick(ddds)}9${rng.int(6, 9)}${rng.digits(7)}`;
}

/** 10 digits: area code then a landline number starting with 2 to 5. */
export function landlinePhone(rng: Rng, ddds: readonly number[]): string {
  return `${rng.pick(ddds)}${rng.int(2, 5)}${rng.digits(7)}`;
}

/** An ASCII mailbox name from a person name: "João da Silva" -> "joao.silva". */
export function emailLocalPart(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 2);
  return `${words[0] ?? 'contato'}.${words[words.length - 1] ?? 'demo'}`;
}

/** ISO date (YYYY-MM-DD) of a UTC instant. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export { daysBefore } from '../lib/window';
