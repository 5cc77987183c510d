// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Deferred } from '@/ui/Deferred';

/** A stand-in IntersectionObserver whose entries the test sends, and a hand-run idle queue. */
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
let idleCallbacks: (() => void)[] = [];

beforeEach(() => {
  observers = [];
  idleCallbacks = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function runOneIdleSlice() {
  act(() => idleCallbacks.shift()?.());
}

function three() {
  return render(
    <>
      {['A', 'B', 'C'].map((name) => (
        <Deferred key={name} minHeight={120}>
          <p>{name}</p>
        </Deferred>
      ))}
    </>,
  );
}

describe('Deferred', () => {
  it('keeps the place at its height, then mounts one child per idle slice, in order', () => {
    const { container } = three();
    expect(screen.queryByText('A')).toBeNull();
    expect([...container.querySelectorAll('div')].map((d) => d.style.minHeight)).toEqual(['120px', '120px', '120px']);

    runOneIdleSlice();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.queryByText('B')).toBeNull();
    runOneIdleSlice();
    expect(screen.getByText('B')).toBeInTheDocument();
    expect(screen.queryByText('C')).toBeNull();
    runOneIdleSlice();
    expect(screen.getByText('C')).toBeInTheDocument();
    expect(idleCallbacks).toHaveLength(1);
    runOneIdleSlice();
    expect(idleCallbacks).toHaveLength(0);
  });

  it('mounts a child as soon as its place nears the viewport, ahead of the idle queue', () => {
    three();
    const third = observers[2];
    act(() => third?.callback([{ isIntersecting: true, target: third.targets[0] } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('C')).toBeInTheDocument();
    expect(screen.queryByText('A')).toBeNull();
    // Its turn in the queue is gone: the next slices mount A and B only.
    runOneIdleSlice();
    runOneIdleSlice();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('B')).toBeInTheDocument();
    runOneIdleSlice();
    expect(idleCallbacks).toHaveLength(0);
  });

  it('mounts at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    three();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('C')).toBeInTheDocument();
  });
});
