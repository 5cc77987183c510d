import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** One titled part of the Ficha (spec 02 §4). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
