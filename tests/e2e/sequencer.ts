import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, in the order they start: each is about a minute on this
 * project's 2-core machine (docs/testing.md). Vitest starts the files it has no timings for by
 * size, and a clean clone (CI) has none: the journey files, the smallest, ran last, each
 * alone on the machine at the end. Started first, the short files fill the gaps after them.
 * The engines alternate with Chromium files, so two browsers of another engine do not start at
 * once.
 */
const LONGEST_FIRST = [
  'journeys.firefox.e2e.ts',
  'offline.e2e.ts',
  'journeys.webkit.e2e.ts',
  'lock.e2e.ts',
  'patients.e2e.ts',
  'a11y.e2e.ts',
  'teamsProfessionals.e2e.ts',
  'announcementsBi.e2e.ts',
];

function rank(file: TestSpecification): number {
  const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
  return index < 0 ? LONGEST_FIRST.length : index;
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    // Array.prototype.sort is stable: the other files keep the base order after the listed ones.
    return base.sort((a, b) => rank(a) - rank(b));
  }
}
