import type { ReactNode } from 'react';
import { Button, Stack, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { AlertMessage } from '../AlertMessage';
import { useDownload, type DownloadRequest } from './useDownload';

interface Props extends DownloadRequest {
  children: ReactNode;
  variant?: ButtonProps['variant'];
  leftSection?: ReactNode;
}

/** A button that saves one file through the download helper, with its busy state and its alert below it. */
export function DownloadButton({ children, variant = 'default', leftSection, ...request }: Props) {
  const download = useDownload();
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant={variant}
        leftSection={leftSection ?? <IconDownload size={16} aria-hidden />}
        loading={download.busy}
        onClick={() => download.start(request)}
      >
        {children}
      </Button>
      {download.alert && <AlertMessage alert={download.alert} onClose={download.closeAlert} />}
    </Stack>
  );
}
