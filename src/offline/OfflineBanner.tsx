import { lazyModule } from '@/ui/lazyModule';
import { useConnectivity } from './useConnectivity';
import { useOfflineCopyGone } from './offlineCopy';

// Its code (and the date library) loads only when the console goes offline; the service worker
// has precached it.
const view = lazyModule(() => import('./OfflineBannerView'));

/** Says that the console is offline, and since when; and when the browser deleted its offline copy. */
export function OfflineBanner() {
  const { online, since } = useConnectivity();
  const copyGone = useOfflineCopyGone();
  if (online || since === null) return null;
  return <view.Lazy since={since} copyGone={copyGone} fallback={null} />;
}
