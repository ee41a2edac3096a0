import { API_PATHS } from '@shop/contract';
import { call } from './client';

/**
 * The Functions emulator serves each request in flight in a worker process of its own and starts a new
 * one whenever all are busy; a new worker loads the function for seconds on a busy two-core machine and
 * is given 30 s, and many starting at once miss that and answer 504 before any shop code runs. A test
 * that sends `count` requests at once first makes sure that many workers run, as a shop's warm instances
 * would before a rush: growing bursts of cheap reads, each starting only the few workers it lacks, until
 * `count` reads at once are all served. Cheap when the workers already run.
 */
export const warmWorkers = async (count: number): Promise<void> => {
  const STEP = 4;
  const FULL_BURSTS = 3;
  let size = Math.min(STEP, count);
  for (let full = 0; full < FULL_BURSTS;) {
    const statuses = await Promise.all(
      Array.from({ length: size }, () =>
        call('GET', API_PATHS.categories).then(
          (answer) => answer.status,
          () => 0,
        ),
      ),
    );
    if (size === count) {
      if (statuses.every((status) => status === 200)) return;
      full += 1;
    }
    size = Math.min(count, size + STEP);
  }
  throw new Error(`The function could not serve ${count} requests at once`);
};

/** Runs every task, at most `limit` at a time, in the order given; answers in that order. */
export const atMost = async <T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> => {
  const results: T[] = [];
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
  return results;
};
