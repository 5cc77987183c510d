import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { messages } from '@/messages/screens';
import { formatDashboardStamp } from '@/lib/dates';
import { PageHeader } from '@/ui/PageHeader';
import { SubscriberNotice } from '@/ui/SubscriberNotice';
import { useQueryStamp } from '@/ui/useQueryStamp';
import { useConfig } from '@/config/useConfig';
import { Deferred } from '@/ui/Deferred';
import { useRenderedLater } from '@/ui/useRenderedLater';
import { TotalsWidget } from '../widgets/TotalsWidget';
import { PerformanceStatusWidget } from '../widgets/PerformanceStatusWidget';
import { TreatmentWidget } from '../widgets/TreatmentWidget';
import { CidWidget } from '../widgets/CidWidget';
import { ActiveDoctorsWidget } from '../widgets/ActiveDoctorsWidget';
import { NewPatientsWidget } from '../widgets/NewPatientsWidget';
import { FeverWidget, PainWidget } from '../widgets/SymptomPatientsWidgets';
import { DemandsWidget, SymptomReportsWidget, WeeklyReportsWidget } from '../widgets/ShareWidgets';
import classes from './Dashboard.module.css';
import { keys } from '@/api/keys';

const route = getRouteApi('/_app/dashboard');

/** On its own so that each widget's answer re-renders the stamp, not the whole dashboard. */
function DashboardHeader() {
  const { updatedAt, refresh, fetching } = useQueryStamp(keys.dashboard.all);
  return (
    <PageHeader
      title={messages.dashboard.title}
      refreshLabel={messages.dashboard.refresh}
      stampLabel={messages.dashboard.updatedAt}
      stamp={formatDashboardStamp(updatedAt)}
      refreshing={fetching}
      onRefresh={() => void refresh()}
    />
  );
}

interface Props {
  /**
   * Said while an address is chosen ('Filtrando por ‹endereço›', with what the other addresses
   * hold): the route gives the alerts feature's, which counts from the alert lists.
   */
  addressNotice: ReactNode;
}

export function DashboardScreen({ addressNotice }: Props) {
  const { hasDashboard } = route.useRouteContext();
  const { contactEmail } = useConfig();
  // The header paints first; the eleven widgets follow in a transition, which React renders in
  // slices that leave the main thread free (one synchronous render of them all blocked it for
  // about 200 ms at Lighthouse's mobile CPU slowdown).
  const widgetsReady = useRenderedLater();

  if (!hasDashboard) {
    return (
      <SubscriberNotice
        image="/premium/dashboard.webp"
        mobileImage="/premium/dashboard-mobile.webp"
        contactEmail={contactEmail}
        text={messages.dashboard.subscribersText}
      />
    );
  }
  return (
    <>
      <DashboardHeader />
      {addressNotice}
      {widgetsReady && <Widgets />}
    </>
  );
}

/** A widget's place until it mounts: about a loaded small widget's height. */
const PLACE_HEIGHT = 160;

/**
 * The widgets, in the order of the spec's layout: figures on the left, the last 21 days on the
 * right. The first two of each column are on screen at once, from a phone to a wide screen; the
 * others mount as they near the viewport or when the browser is idle (decision 0012).
 */
function Widgets() {
  return (
    <div className={classes.columns}>
      <Stack gap="md">
        <TotalsWidget />
        <PerformanceStatusWidget />
        <Deferred minHeight={PLACE_HEIGHT}>
          <TreatmentWidget />
        </Deferred>
        <Deferred minHeight={PLACE_HEIGHT}>
          <CidWidget />
        </Deferred>
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="last-21-days">
        <Title order={2} size="h4" id="last-21-days">
          {messages.dashboard.last21Days}
        </Title>
        <ActiveDoctorsWidget />
        <NewPatientsWidget />
        <Deferred minHeight={PLACE_HEIGHT}>
          <PainWidget />
        </Deferred>
        <Deferred minHeight={PLACE_HEIGHT}>
          <FeverWidget />
        </Deferred>
        <Deferred minHeight={PLACE_HEIGHT}>
          <WeeklyReportsWidget />
        </Deferred>
        <Deferred minHeight={PLACE_HEIGHT}>
          <SymptomReportsWidget />
        </Deferred>
        <Deferred minHeight={PLACE_HEIGHT}>
          <DemandsWidget />
        </Deferred>
      </Stack>
    </div>
  );
}
