/** What machineNoise needs of a Lighthouse run. */
export interface NoiseSample {
  tbt: number;
  /** Lighthouse's measure of the machine's speed during the run. */
  benchmarkIndex: number;
}

/**
 * The static page runs no JavaScript: blocking time there is the machine's (another process, a slower
 * turn of the host), and it weighs on every page's TBT alike.
 */
export const QUIET_STATIC_TBT_MS = 20;
/** Lighthouse's benchmark index moving by more than this factor within a measurement: the CPU was not steady. */
export const STEADY_SPEED_SPREAD = 1.5;

/** The middle value (the upper of the two middle ones for an even count); NaN for none. */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * Why the TBT figures of a measurement say as much about the machine as about the pages: one line per
 * reason, none when the machine looked quiet and steady.
 */
export const machineNoise = (staticRuns: NoiseSample[], allRuns: NoiseSample[]): string[] => {
  const reasons: string[] = [];
  const staticTbt = median(staticRuns.map((run) => run.tbt));
  if (staticTbt > QUIET_STATIC_TBT_MS)
    reasons.push(
      `the static page, which runs no JavaScript, read TBT ${staticTbt.toFixed(0)} ms (quiet: ${QUIET_STATIC_TBT_MS} or less)`,
    );
  const speeds = allRuns.map((run) => run.benchmarkIndex).filter((speed) => Number.isFinite(speed));
  if (speeds.length > 0) {
    const slowest = Math.min(...speeds);
    const fastest = Math.max(...speeds);
    if (fastest > STEADY_SPEED_SPREAD * slowest)
      reasons.push(
        `Lighthouse's benchmark index ran from ${slowest.toFixed(0)} to ${fastest.toFixed(0)} (steady: within ${STEADY_SPEED_SPREAD} times)`,
      );
  }
  return reasons;
};
