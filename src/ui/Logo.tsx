import { messages } from '@/messages/catalogue';
// The console's own logo travels inside the script (2 kB): it is the login screen's largest
// element, and as a file it was a request of its own after the scripts, on every first paint.
import painelLogo from './logo.svg?inline';

const OWN_LOGO_INSTITUTION = 165;

/** The logo depends on the institution: 165 has its own, every other one (or an unknown one) the default. */
export function Logo({ institutionId, height = 40 }: { institutionId?: number | string | null | undefined; height?: number }) {
  const own = institutionId === OWN_LOGO_INSTITUTION;
  return (
    <img
      src={own ? '/logos/logo-165.svg' : painelLogo}
      alt={own ? messages.logo.institution : messages.logo.painel}
      height={height}
      style={{ display: 'block', height, width: 'auto' }}
    />
  );
}
