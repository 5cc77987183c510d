import type { InvitationToken, PasswordResetToken } from '../types';

/**
 * The tokens an e-mail would carry. Their names say their outcome so tests and the browser suite
 * can visit /resetar_senha/redefinir-valido or /criar_senha/convite-expirado directly.
 */
export function seedPasswordResetTokens(): PasswordResetToken[] {
  return [
    { Token: 'redefinir-valido', State: 'valid', Login: 'admin@painel.demo' },
    { Token: 'redefinir-expirado', State: 'expired', Login: 'admin@painel.demo' },
  ];
}

/** `convite-quebrado` is in the list so that the handler answers 500 for it, like a broken backend. */
export function seedInvitationTokens(): InvitationToken[] {
  return [
    { Token: 'convite-valido', State: 'valid', ProfessionalId: 3 },
    { Token: 'convite-expirado', State: 'expired', ProfessionalId: 7 },
    { Token: 'convite-quebrado', State: 'broken', ProfessionalId: 9 },
  ];
}
