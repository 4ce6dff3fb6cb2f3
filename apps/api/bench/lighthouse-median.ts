/**
 * The Lighthouse bench's summary of repeated audits (issue 35): one score moves by ±10 between runs a minute apart
 * on this machine, so each route is audited several times and reported by its median run, with the range beside it.
 */
export interface AuditRun {
  account: string;
  route: string;
  performance: number;
  accessibility: number;
}

export interface RouteSummary<Run extends AuditRun> {
  /** The run whose performance score is the median (the lower middle of an even count), whose metrics the table shows. */
  median: Run;
  /** Every run's performance score, lowest first. */
  performanceScores: number[];
  /** The lowest accessibility score of the runs (a failure in any run is a failure). */
  accessibility: number;
}

/** Runs grouped by account and route, in the order each route was first audited. */
export function summarizeRoutes<Run extends AuditRun>(runs: readonly Run[]): RouteSummary<Run>[] {
  const groups = new Map<string, Run[]>();
  for (const run of runs) {
    const key = `${run.account}\n${run.route}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  return [...groups.values()].map((group) => {
    const sorted = [...group].sort((a, b) => a.performance - b.performance);
    return {
      median: sorted[Math.floor((sorted.length - 1) / 2)]!,
      performanceScores: sorted.map((run) => run.performance),
      accessibility: Math.min(...group.map((run) => run.accessibility)),
    };
  });
}
