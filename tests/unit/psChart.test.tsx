// @vitest-environment jsdom
/** The PS line chart itself (nivo 0.99), drawn in jsdom at a measured size. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import PsChart from '@/features/patients/evolution/chart/PsChart';
import { PS_COLORS, PS_LABELS } from '@/features/patients/evolution/display';

const MARGIN = { top: 16, right: 16, bottom: 12, left: 64 };
const WIDTH = 4 * 80 + MARGIN.left + MARGIN.right;

beforeEach(() => {
  // nivo's responsive wrapper (react-virtualized-auto-sizer) measures its parent: 80 px a week.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, x: 0, y: 0, width: WIDTH, height: 240 } as DOMRect);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PsChart', () => {
  it('colours each point by its level, labels the axis PS 0 to PS IV, and centres each week in its 80 px', async () => {
    const onChoose = vi.fn();
    const points = [0, 2, 4, 1].map((ps, i) => ({ ps, date: `0${i + 1}/05/2026` }));
    const { container } = render(
      <div style={{ width: 400, height: 240 }}>
        <PsChart points={points} psLabels={PS_LABELS} colors={PS_COLORS} margin={MARGIN} selected={1} onChoose={onChoose} />
      </div>,
    );
    await waitFor(() => expect(container.querySelectorAll('circle').length).toBeGreaterThan(0));
    const circles = [...container.querySelectorAll('circle')];
    expect(circles.map((c) => c.getAttribute('fill'))).toEqual([PS_COLORS[0], PS_COLORS[2], PS_COLORS[4], PS_COLORS[1]]);
    const ticks = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(ticks).toEqual(expect.arrayContaining([...PS_LABELS]));
    // Each week in the middle of its 80 px slot: the week buttons below line up with the points.
    const centres = [...container.querySelectorAll('[data-testid^="line.point."]')].map((point) => point.getAttribute('transform'));
    expect(centres.map((t) => Number(/translate\((\d+)/.exec(t ?? '')?.[1]))).toEqual([40, 120, 200, 280]);
    // A click near the third point chooses the third week.
    const mesh = container.querySelector('[data-ref="mesh-interceptor"]')!;
    fireEvent.click(mesh, { clientX: MARGIN.left + 205, clientY: MARGIN.top + 10 });
    expect(onChoose).toHaveBeenCalledWith(2);
  });
});
