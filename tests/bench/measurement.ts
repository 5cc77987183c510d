/** One figure of `npm run bench`, with its budget when it has one. */
interface Budget {
  /** Human-readable limit, e.g. '≤ 170.0 kB gzip'. */
  limit: string;
  met: boolean;
}

export interface Result {
  /** The headline figure, e.g. '142.3 kB gzip (31 files)'. */
  figure: string;
  budget?: Budget;
  /** Extra lines printed under the figure (tables and the like). */
  details?: string[];
}

export interface BenchContext {
  /** False with --no-build: dist/ is measured as it is. */
  build: boolean;
}

export interface Measurement {
  name: string;
  run(ctx: BenchContext): Promise<Result | null>;
}
