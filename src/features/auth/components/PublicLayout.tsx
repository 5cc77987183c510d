import { Box, Center, Paper, Stack } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { Logo } from '@/ui/Logo';
import { OfflineBanner } from '@/offline/OfflineBanner';

/** Login layout: the logo and the centred content. */
export function PublicLayout() {
  return (
    <Box component="main" bg="gray.0" mih="100vh" px="md">
      <Center mih="100vh">
        <Stack w="100%" maw={420} gap="lg" py="xl" align="stretch">
          <Center>
            <Logo height={56} />
          </Center>
          {/* No session here: the banner says only that signing in needs the connection. */}
          <OfflineBanner signedOut />
          <Paper shadow="sm" p="xl" radius="md" withBorder>
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
