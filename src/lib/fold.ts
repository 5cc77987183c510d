/** Text compared as people read it: without accents and case ('Torácica' matches 'toracica'). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
