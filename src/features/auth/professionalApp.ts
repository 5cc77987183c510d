/** The professional app's address with the passwordCreated marker (create password without a token). */
export function professionalAppPasswordCreatedUrl(professionalAppUrl: string): string {
  const url = new URL(professionalAppUrl);
  url.searchParams.set('passwordCreated', 'true');
  return url.href;
}
