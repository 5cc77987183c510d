import type { ErrorComponentProps } from '@tanstack/react-router';
import { messages } from '@/messages/catalogue';
import { isStaleChunkError } from '@/lib/staleChunk';
import { PlainButton, plain } from './plain/Plain';

/**
 * The last tier: whatever a screen did not handle ends here, never in a blank page. Plain
 * (ui/plain): it may show at the root, where no Mantine provider is, or because Mantine's chunk
 * is what failed to load.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const stale = isStaleChunkError(error);
  return (
    <div className={plain.container}>
      <div className={plain.stack} role="alert">
        <h2 className={plain.title}>{stale ? messages.pwa.updateAvailable : messages.fatal.title}</h2>
        <p className={plain.text}>{stale ? messages.pwa.staleChunk : messages.fatal.text}</p>
        <div>
          <PlainButton onClick={() => window.location.reload()}>{messages.fatal.reload}</PlainButton>
        </div>
      </div>
    </div>
  );
}
