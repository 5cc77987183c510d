import { Anchor, Button, Text } from '@mantine/core';
import { IconExternalLink, IconPaperclip } from '@tabler/icons-react';
import { apiPathOf } from '@/api/download';
import { messages } from '@/messages/screens';
import type { useDownload } from '@/ui/download/useDownload';
import type { AttachedDocument } from './schemas';

interface Props {
  document: AttachedDocument;
  download: ReturnType<typeof useDownload>;
}

/**
 * An attached document. Under the API, it is fetched by the download helper (the token in the
 * request's header, never in a URL) and saved under its name; an address elsewhere (a storage
 * service's own link) opens as a plain link in a new tab, without the token; anything that is not
 * a web address is shown as its name only.
 */
export function DocumentLink({ document, download }: Props) {
  const name = document.name ?? messages.attachments.unnamed;
  const path = apiPathOf(document.url);
  if (path === null) {
    if (!/^https:\/\//i.test(document.url)) return <Text size="sm">{name}</Text>;
    return (
      <Anchor href={document.url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={messages.attachments.open(name)}>
        {name} <IconExternalLink size={14} aria-hidden />
      </Anchor>
    );
  }
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconPaperclip size={14} aria-hidden />}
      loading={download.activePath === path}
      onClick={() => download.start({ path, defaultName: name })}
      aria-label={messages.attachments.download(name)}
      style={{ alignSelf: 'flex-start' }}
      // Long names wrap: the compact button's fixed height would cut their second line.
      styles={{
        root: { height: 'auto', minHeight: 26, paddingBlock: 3 },
        label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35, overflowWrap: 'anywhere' },
      }}
    >
      {name}
    </Button>
  );
}
