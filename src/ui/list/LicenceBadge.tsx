import { Badge, Box, Loader } from '@mantine/core';
import { licenceLevel, useLicences } from '@/api/reference/licences';
import { formatNumber } from '@/lib/format';
import { messages } from '@/messages/screens';
import { useOnline } from '@/ui/useOnline';

// Filled, with the text colour picked for contrast (black on yellow, white on the dark shades).
const levelColor = { high: 'teal.9', medium: 'yellow.5', low: 'red.9' } as const;

/**
 * Available of total patient licences (spec 02 §9): more than 20 available is high, 1 to 20
 * medium, 0 low. The figures are in the text, so the colour is never the only sign of the level.
 */
export function LicenceBadge() {
  const { data, isPending, isError } = useLicences();
  const online = useOnline();
  // Offline, counts never loaded cannot arrive: no spinner that cannot end (the list says why).
  // The spinner holds the badge's place (its usual size), so the badge's arrival moves nothing:
  // on a narrow screen a smaller placeholder let the add button sit beside the title, then wrap.
  if (isPending) {
    return online ? (
      <Box h={26} miw="16rem" display="flex" style={{ alignItems: 'center' }}>
        <Loader size="xs" aria-label={messages.reference.licencesLabel} />
      </Box>
    ) : null;
  }
  if (isError) {
    return (
      <Badge color="gray" variant="outline" radius="sm" tt="none">
        {messages.reference.licencesFailed}
      </Badge>
    );
  }
  const level = licenceLevel(data.AvailableLicenses);
  return (
    <Badge color={levelColor[level]} autoContrast variant="filled" radius="sm" size="lg" tt="none" data-level={level}>
      {messages.reference.licences(formatNumber(data.AvailableLicenses, 0), formatNumber(data.TotalLicenses, 0))}
    </Badge>
  );
}
