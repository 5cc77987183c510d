import { messages } from '@/messages/catalogue';
import { PlainLoader } from './plain/Plain';

/** The router's pending screen, at the root: plain, since no Mantine provider may be there yet. */
export function FullPageLoader() {
  return <PlainLoader label={messages.common.loading} />;
}
