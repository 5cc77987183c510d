import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { messages } from '@/messages/catalogue';
import { formatDashboardStamp } from '@/lib/dates';
import { withUiProvider } from '@/ui/UiProvider';

function OfflineBannerViewBody({ since, copyGone, signedOut }: { since: number; copyGone: boolean; signedOut: boolean }) {
  const stamp = formatDashboardStamp(since);
  const text = signedOut ? messages.offline.bannerSignedOut(stamp) : copyGone ? messages.offline.bannerCopyGone(stamp) : messages.offline.banner(stamp);
  return (
    <Alert color="orange" variant="light" role="status" mb="md" icon={<IconWifiOff size={18} aria-hidden />}>
      {text}
    </Alert>
  );
}

/** With its own Mantine provider: it can show where none is (decision 0027). */
export default withUiProvider(OfflineBannerViewBody);
