import { messages } from '@/messages/catalogue';

const OWN_LOGO_INSTITUTION = 165;

/** The logo depends on the institution: 165 has its own, every other one the default. */
export function Logo({ institutionId, height = 40 }: { institutionId?: number | undefined; height?: number }) {
  const own = institutionId === OWN_LOGO_INSTITUTION;
  return (
    <img
      src={own ? '/logos/logo-165.svg' : '/logos/logo.svg'}
      alt={own ? messages.logo.institution : messages.logo.painel}
      height={height}
      style={{ display: 'block', height, width: 'auto' }}
    />
  );
}
