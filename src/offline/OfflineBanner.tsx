import { lazyModule } from '@/ui/lazyModule';
import { useConnectivity } from './useConnectivity';
import { useOfflineCopyGone } from './offlineCopy';

// Its code (and the date library) loads only when the console goes offline; the service worker
// has precached it.
const view = lazyModule(() => import('./OfflineBannerView'));

/**
 * Says that the console is offline, and since when; and when the browser deleted its offline copy.
 * `signedOut` (the login and the other public screens): nothing of a session is on this device to
 * read, a sign-out having wiped it, so it says only that signing in needs the connection.
 */
export function OfflineBanner({ signedOut = false }: { signedOut?: boolean }) {
  const { online, since } = useConnectivity();
  const copyGone = useOfflineCopyGone();
  if (online || since === null) return null;
  return <view.Lazy since={since} copyGone={copyGone} signedOut={signedOut} fallback={null} />;
}
