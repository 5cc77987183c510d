/** The digits of a masked value ('(11) 98765-4321' → '11987654321'). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}
