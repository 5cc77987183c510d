import { useState } from 'react';
import { applyRangeRules, defaultMonthRange, toApiMonth, type RangeError } from '@/lib/months';

/** The range state of a monthly modal: the defaults, the rules, and the MM/YYYY query values. */
export function useMonthRange(options: { maxMonths?: number } = {}) {
  const [state, setState] = useState<{ start: Date | null; end: Date | null; error: RangeError }>(() => {
    const [start, end] = defaultMonthRange();
    return { start, end, error: null };
  });
  const onChange = (start: Date | null, end: Date | null) => setState(applyRangeRules(start, end, options));
  return {
    ...state,
    onChange,
    query: {
      start: state.start ? toApiMonth(state.start) : null,
      end: state.end ? toApiMonth(state.end) : null,
    },
  };
}
