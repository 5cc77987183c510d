import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { messages } from '@/messages/catalogue';
import { formatDashboardStamp } from '@/lib/dates';

export default function OfflineBannerView({ since, copyGone }: { since: number; copyGone: boolean }) {
  const stamp = formatDashboardStamp(since);
  return (
    <Alert color="orange" variant="light" role="status" mb="md" icon={<IconWifiOff size={18} aria-hidden />}>
      {copyGone ? messages.offline.bannerCopyGone(stamp) : messages.offline.banner(stamp)}
    </Alert>
  );
}
