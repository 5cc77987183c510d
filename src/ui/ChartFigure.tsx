import type { ReactNode } from 'react';
import { Box, Table, VisuallyHidden } from '@mantine/core';

interface Props {
  /** The accessible name of the chart. */
  label: string;
  tableCaption: string;
  columns: string[];
  rows: (string | number)[][];
  height: number;
  children: ReactNode;
}

/**
 * A chart with an accessible name and a text alternative: the numbers it draws, as a table that
 * screen readers read in place of the drawing.
 */
export function ChartFigure({ label, tableCaption, columns, rows, height, children }: Props) {
  return (
    <Box component="figure" m={0} role="figure" aria-label={label}>
      <Box h={height} aria-hidden>
        {children}
      </Box>
      <VisuallyHidden>
        <Table>
          <caption>{tableCaption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
