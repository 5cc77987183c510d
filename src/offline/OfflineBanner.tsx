import { lazyModule } from '@/ui/lazyModule';
import { useConnectivity } from './useConnectivity';

// Its code (and the date library) loads only when the console goes offline; the service worker
// has precached it.
const view = lazyModule(() => import('./OfflineBannerView'));

/** Says that the console is offline, and since when. */
export function OfflineBanner() {
  const { online, since } = useConnectivity();
  if (online || since === null) return null;
  return <view.Lazy since={since} fallback={null} />;
}
