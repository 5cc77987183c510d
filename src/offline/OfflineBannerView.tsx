import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { messages } from '@/messages/catalogue';
import { formatDashboardStamp } from '@/lib/dates';

export default function OfflineBannerView({ since, copyGone, signedOut }: { since: number; copyGone: boolean; signedOut: boolean }) {
  const stamp = formatDashboardStamp(since);
  const text = signedOut
    ? messages.offline.bannerSignedOut(stamp)
    : copyGone
      ? messages.offline.bannerCopyGone(stamp)
      : messages.offline.banner(stamp);
  return (
    <Alert color="orange" variant="light" role="status" mb="md" icon={<IconWifiOff size={18} aria-hidden />}>
      {text}
    </Alert>
  );
}
