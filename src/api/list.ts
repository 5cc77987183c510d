/**
 * Lists are read row by row (decision 0001): every list of every screen goes through
 * `listOf`, so one row the schema cannot read never fails the list, the widget or the page. It
 * is counted in `unreadable`, which the screen shows ('N alertas não puderam ser exibidos.'), and
 * its field paths (never its values: patient data) are reported to the call that parsed it.
 */
import * as z from 'zod/mini';
import type { core } from 'zod/mini';

export interface RowList<T> {
  items: T[];
  /** Rows that could not be read at all: shown as a count, never silently dropped. */
  unreadable: number;
}

type Reporter = (problem: string) => void;
let reporter: Reporter | null = null;

/**
 * Runs a (synchronous) parse and answers what the lists inside it could not read, as
 * 'row 3: Name (invalid_type)' lines without values. The client logs them with the call's path.
 */
export function collectUnreadable<T>(parse: () => T): { result: T; problems: string[] } {
  const problems: string[] = [];
  const previous = reporter;
  reporter = (problem) => problems.push(problem);
  try {
    return { result: parse(), problems };
  } finally {
    reporter = previous;
  }
}

function describe(index: number, error: core.$ZodError): string {
  const fields = error.issues.map((issue) => `${issue.path.join('.') || '(item)'} (${issue.code})`);
  return `item ${index}: ${fields.join(', ')}`;
}

/**
 * A list answer: a JSON array, the same array under `Data`, or nothing (null, an empty body or a
 * missing field mean no rows). Each row is parsed alone with `row`.
 */
export function listOf<S extends core.$ZodType>(row: S) {
  return z.pipe(
    z.union([z.array(z.unknown()), z.object({ Data: z.array(z.unknown()) }), z.nullish(z.null())]),
    z.transform((input): RowList<core.output<S>> => {
      const rows = Array.isArray(input) ? input : (input?.Data ?? []);
      const items: core.output<S>[] = [];
      let unreadable = 0;
      rows.forEach((value, index) => {
        const parsed = z.safeParse(row, value);
        if (parsed.success) {
          items.push(parsed.data);
        } else {
          unreadable += 1;
          reporter?.(describe(index, parsed.error));
        }
      });
      return { items, unreadable };
    }),
  );
}

/** An empty list, for answers that carry none. */
export function emptyList<T>(): RowList<T> {
  return { items: [], unreadable: 0 };
}
