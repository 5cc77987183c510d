import { Group, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useConfig } from '@/config/useConfig';
import { messages } from '@/messages/screens';
import { DownloadButton } from '@/ui/download/DownloadButton';
import { SubscriberNotice } from '@/ui/SubscriberNotice';
import { exportAllTablesRequest } from '../api/exportAllTables';
import { Report } from './Report';
import classes from './BiScreen.module.css';

const route = getRouteApi('/_app/bi');
const m = messages.bi;

function BiTitle() {
  return (
    <Title order={1} size="h2">
      {m.title}
    </Title>
  );
}

/** BI (spec 02 §2, §4, §6): the report and the data download with feature 5, else the subscriber notice. */
export function BiScreen() {
  const { hasBi } = route.useRouteContext();
  const { contactEmail } = useConfig();

  if (!hasBi) {
    return (
      <>
        <Group mb="lg">
          <BiTitle />
        </Group>
        <SubscriberNotice image="/premium/bi.webp" mobileImage="/premium/bi-mobile.webp" contactEmail={contactEmail} text={m.subscribersText} />
      </>
    );
  }
  return (
    <div className={classes.report}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="md">
        <BiTitle />
        <DownloadButton {...exportAllTablesRequest}>{m.download}</DownloadButton>
      </Group>
      <Report />
    </div>
  );
}
