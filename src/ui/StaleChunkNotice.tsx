import { messages } from '@/messages/catalogue';
import { PlainButton, plain } from './plain/Plain';

/**
 * What a part shows when its code is gone from the server: a reload, never a blank space. Plain
 * (ui/plain): Mantine's own chunk may be what is gone.
 */
export function StaleChunkNotice() {
  return (
    <div className={plain.row} role="alert">
      <p className={plain.text}>{messages.pwa.staleChunk}</p>
      <PlainButton size="xs" variant="light" onClick={() => window.location.reload()}>
        {messages.fatal.reload}
      </PlainButton>
    </div>
  );
}
