import { Textarea, type TextareaProps } from '@mantine/core';
import type { Ref } from 'react';

/** The browser grows a textarea with its text itself (`field-sizing: content`): Chromium 123 on, Safari 26 on. */
const grownByTheBrowser = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

type Props = Omit<TextareaProps, 'autosize' | 'rows' | 'styles'> & { minRows: number; maxRows?: number; ref?: Ref<HTMLTextAreaElement> };

/**
 * A textarea that grows with its text from `minRows` up to `maxRows` lines. Where the browser can
 * size it (`field-sizing: content`) it does, as part of its layout; elsewhere Mantine's autosize
 * measures it in script. That measuring reads the textarea's computed style and a hidden copy's
 * height when it mounts, each read a layout of the whole page: on the Ficha (four of them) it was
 * the largest cost of the screen's first render in the bench's 4x trace (decision 0026).
 */
export function GrowingTextarea({ minRows, maxRows, ...props }: Props) {
  if (!grownByTheBrowser) return <Textarea {...props} autosize minRows={minRows} maxRows={maxRows} />;
  // Lines of the input's own line height, plus its padding and border: as Mantine's autosize counts them.
  const lines = (rows: number) => `calc(${rows}lh + 2 * var(--input-padding-y, 0px) + 2 * var(--input-bd-width, 1px))`;
  return (
    <Textarea
      {...props}
      rows={minRows}
      styles={{
        input: {
          fieldSizing: 'content',
          minHeight: lines(minRows),
          ...(maxRows !== undefined && { maxHeight: lines(maxRows) }),
        },
      }}
    />
  );
}
