import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { WidgetCard } from './WidgetCard';

/** A widget of one figure whose modal explains it and repeats it. */
export function FigureWidget<T>({ title, text, query, figure }: { title: string; text: string; query: UseQueryResult<T>; figure: (data: T) => ReactNode }) {
  return (
    <WidgetCard
      title={title}
      query={query}
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
