import { describe, expect, it } from 'vitest';
import { machineNoise } from './machine-noise';

const run = (tbt: number, benchmarkIndex = 2400) => ({ tbt, benchmarkIndex });

describe('the machine noise behind a Lighthouse measurement', () => {
  it('finds none when the static page blocks nothing and the speed holds', () => {
    const staticRuns = [run(0), run(6), run(2, 2300), run(20), run(0, 2600)];
    expect(machineNoise(staticRuns, [...staticRuns, run(140, 2200), run(35, 2500)])).toEqual([]);
  });

  it('says so when the static page, which runs no JavaScript, shows blocking time', () => {
    const staticRuns = [run(2), run(100), run(22), run(86), run(0)];
    expect(machineNoise(staticRuns, staticRuns)).toEqual([
      'the static page, which runs no JavaScript, read TBT 22 ms (quiet: 20 or less)',
    ]);
  });

  it("says so when Lighthouse's measure of the machine's speed moves by more than half", () => {
    const staticRuns = [run(0, 1300), run(0, 2400)];
    expect(machineNoise(staticRuns, [...staticRuns, run(90, 1250), run(60, 2538)])).toEqual([
      "Lighthouse's benchmark index ran from 1250 to 2538 (steady: within 1.5 times)",
    ]);
  });

  it('skips runs without a speed reading', () => {
    expect(machineNoise([run(0, NaN)], [run(0, NaN), run(10, 2000)])).toEqual([]);
  });
});
