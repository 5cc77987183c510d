import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { WidgetCard, type AlertsView } from './WidgetCard';

/** A widget of one figure whose modal explains it and repeats it. */
interface Props<T> {
  title: string;
  text: string;
  query: UseQueryResult<T>;
  figure: (data: T) => ReactNode;
  overdueAlerts?: AlertsView;
}

export function FigureWidget<T>({ title, text, query, figure, overdueAlerts }: Props<T>) {
  return (
    <WidgetCard
      title={title}
      query={query}
      {...(overdueAlerts ? { overdueAlerts } : {})}
      details={() => (
        <>
          <Text>{text}</Text>
          {query.data !== undefined && figure(query.data)}
        </>
      )}
    >
      {figure}
    </WidgetCard>
  );
}
