import { Outlet } from '@tanstack/react-router';
import { Logo } from '@/ui/Logo';
import { plain } from '@/ui/plain/Plain';
import { OfflineBanner } from '@/offline/OfflineBanner';

/**
 * Login layout: the logo and the centred content. Plain elements (ui/plain): the login route
 * loads no Mantine code (decision 0027); the other public screens bring their own provider.
 */
export function PublicLayout() {
  return (
    <main className={plain.page}>
      <div className={plain.column}>
        <div className={plain.centre}>
          <Logo height={56} />
        </div>
        {/* No session here: the banner says only that signing in needs the connection. */}
        <OfflineBanner signedOut />
        <div className={plain.card}>
          <Outlet />
        </div>
      </div>
    </main>
  );
}
