// Runs inside scripts/with-emulators.mjs (SHOP_URL is the seeded shop). See index.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PUBLIC_PAGE_PATHS } from '../../contract/src/paths/pages';
import { machineNoise, median } from './machine-noise';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const shopUrl = process.env.SHOP_URL;
/** The same shop built from another commit (npm run lighthouse -- --baseline <ref>), measured in turn. */
const baselineUrl = process.env.BASELINE_URL;
/** The last report of each page, for a closer look (audits, the LCP element, long tasks). */
const REPORT_DIR = join('.data', 'lighthouse');
/** LIGHTHOUSE_TRACES=1 keeps each page's last trace beside its report (for DevTools' Performance panel). */
const KEEP_TRACES = Boolean(process.env.LIGHTHOUSE_TRACES);
mkdirSync(REPORT_DIR, { recursive: true });
if (!shopUrl) throw new Error('SHOP_URL is not set: run through npm run lighthouse');

const STATIC_PATH = '/static-baseline.html';
const allPages: [string, string][] = [
  ['static HTML baseline', STATIC_PATH],
  ['home', PUBLIC_PAGE_PATHS.home],
  ['products', PUBLIC_PAGE_PATHS.products],
  ['product page', PUBLIC_PAGE_PATHS.product.replace(':id', 'rosehip-renewal-serum')],
  ['blogs', PUBLIC_PAGE_PATHS.blogs],
];
/** LIGHTHOUSE_PAGES=home,blogs measures only those (and the baseline): quicker while working on one page. */
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const pages = allPages.filter(([name]) => !only || name === 'static HTML baseline' || only.includes(name));

interface Sample {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Time to first byte of the page's HTML (the server's render, for the server-rendered pages). */
  ttfb: number;
  /** JavaScript transferred (compressed) by the time the page is loaded and idle: the real first load. */
  jsKib: number;
  /**
   * The page's HTML as transferred, headers included. Up to TCP's initial window (10 segments of 1,460
   * bytes) it arrives in the first round trip; past it, the first paint waits a round trip more
   * (Lighthouse's model of a phone: 150 ms).
   */
  htmlBytes: number;
  /** Lighthouse's measure of this machine's speed during the run: TBT scales with it. */
  benchmarkIndex: number;
}

const INITIAL_WINDOW_BYTES = 10 * 1460;

/** The transfer size of the first row of an audit's table with this resource type, in bytes. */
const transferSizeOf = (details: unknown, resourceType: string): number => {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items;
  return items?.find((item) => item.resourceType === resourceType)?.transferSize ?? NaN;
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

// Each page once before measuring: the first request of a function instance starts the renderer (a cold
// start, not what a visitor of a running shop waits for).
for (const [, path] of pages) {
  await fetch(shopUrl + path);
  if (baselineUrl) await fetch(baselineUrl + path);
}

// TBT moves with whatever else the machine runs: the figures are worth something only on a quiet one.
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
console.log(`Load average before measuring: ${loadAverage()} (measure on a quiet machine: under 2 on two cores)`);
/** Runs Lighthouse wrote off itself (its "please run Lighthouse again" errors), by address. */
const failedRuns = new Map<string, string[]>();
/**
 * One Lighthouse run of a page. A run whose trace Lighthouse could not read (a runtime error such as
 * NO_NAVSTART: no figures at all) is run again, up to two more times, and counted in the summary.
 */
const measuredRun = async (url: string) => {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = answer?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!lhr.runtimeError) return { lhr, trace: answer.artifacts.Trace };
    failedRuns.set(url, [...(failedRuns.get(url) ?? []), lhr.runtimeError.code]);
    if (attempt === 3) throw new Error(`Lighthouse failed 3 times on ${url}: ${lhr.runtimeError.code}`);
  }
};
/** One run of a page: its figures, and its report kept for a closer look. */
const sampleOf = async (url: string, reportName: string): Promise<Sample> => {
  const { lhr, trace } = await measuredRun(url);
  writeFileSync(join(REPORT_DIR, `${reportName.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
  if (KEEP_TRACES)
    writeFileSync(join(REPORT_DIR, `${reportName.replace(/\W+/g, '-')}.trace.json`), JSON.stringify(trace));
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    ttfb: metric('server-response-time'),
    jsKib: transferSizeOf(lhr.audits['resource-summary']?.details, 'script') / 1024,
    // The page's own HTML: the run's document request.
    htmlBytes: transferSizeOf(lhr.audits['network-requests']?.details, 'Document'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
};

const summaryOf = (samples: Sample[]): Sample => ({
  performance: median(samples.map((s) => s.performance)),
  lcp: median(samples.map((s) => s.lcp)),
  tbt: median(samples.map((s) => s.tbt)),
  cls: median(samples.map((s) => s.cls)),
  fcp: median(samples.map((s) => s.fcp)),
  ttfb: median(samples.map((s) => s.ttfb)),
  jsKib: median(samples.map((s) => s.jsKib)),
  htmlBytes: median(samples.map((s) => s.htmlBytes)),
  benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
});

const printSummary = (label: string, summary: Sample, samples: Sample[]) =>
  console.log(
    `${label.padEnd(22)} perf ${String(summary.performance).padStart(3)}  LCP ${summary.lcp.toFixed(0).padStart(5)} ms` +
      `  TBT ${summary.tbt.toFixed(0).padStart(4)} ms  CLS ${summary.cls.toFixed(3)}  FCP ${summary.fcp.toFixed(0)} ms  TTFB ${summary.ttfb.toFixed(0)} ms` +
      `  JS ${summary.jsKib.toFixed(1)} KiB  HTML ${summary.htmlBytes} B` +
      ` (${summary.htmlBytes <= INITIAL_WINDOW_BYTES ? 'first round trip' : 'past the first round trip'})  (LCP of each run: ${samples.map((s) => s.lcp.toFixed(0)).join(', ')};` +
      ` TBT of each run: ${samples.map((s) => s.tbt.toFixed(0)).join(', ')};` +
      ` machine speed, Lighthouse benchmark index: ${samples.map((s) => s.benchmarkIndex.toFixed(0)).join(', ')})`,
  );

const results = new Map<string, Sample>();
const baselineResults = new Map<string, Sample>();
/** Every run, and the static page's: what they say of the machine (machineNoise). */
const allRuns: Sample[] = [];
const staticRuns: Sample[] = [];
try {
  for (const [name, path] of pages) {
    const samples: Sample[] = [];
    const baselineSamples: Sample[] = [];
    // With a baseline, its runs alternate with this code's: whatever the machine does meanwhile weighs
    // on both alike.
    for (let run = 0; run < RUNS; run++) {
      samples.push(await sampleOf(shopUrl + path, name));
      if (baselineUrl) baselineSamples.push(await sampleOf(baselineUrl + path, `baseline ${name}`));
    }
    allRuns.push(...samples, ...baselineSamples);
    if (path === STATIC_PATH) staticRuns.push(...samples, ...baselineSamples);
    const summary = summaryOf(samples);
    results.set(name, summary);
    printSummary(name, summary, samples);
    if (baselineUrl) {
      const baselineSummary = summaryOf(baselineSamples);
      baselineResults.set(name, baselineSummary);
      printSummary(`  baseline`, baselineSummary, baselineSamples);
    }
  }
} finally {
  await chrome.kill();
}

console.log(`Load average after measuring: ${loadAverage()}`);
for (const [url, codes] of failedRuns)
  console.log(`Lighthouse could not read ${codes.length} run(s) of ${url} (${codes.join(', ')}); each was run again.`);
if (baselineUrl) {
  console.log(
    `\nThis code against the baseline (${process.env.BASELINE_REF ?? baselineUrl}), medians of ${RUNS} alternating runs:`,
  );
  for (const [name, s] of results) {
    const b = baselineResults.get(name);
    if (!b) continue;
    const change = (now: number, before: number, digits = 0) =>
      `${before.toFixed(digits)} -> ${now.toFixed(digits)} (${now - before >= 0 ? '+' : ''}${(now - before).toFixed(digits)})`;
    console.log(
      `  ${name.padEnd(22)} perf ${change(s.performance, b.performance)}  TBT ${change(s.tbt, b.tbt)} ms` +
        `  LCP ${change(s.lcp, b.lcp)} ms  FCP ${change(s.fcp, b.fcp)} ms  CLS ${change(s.cls, b.cls, 3)}` +
        `  HTML ${change(s.htmlBytes, b.htmlBytes)} B`,
    );
  }
}
const baseline = results.get('static HTML baseline');
console.log(`\nTargets (median of ${RUNS} runs, Lighthouse mobile preset):`);
let met = 0;
let total = 0;
for (const [name, s] of results) {
  if (name === 'static HTML baseline' || !baseline) continue;
  const checks: [string, boolean][] = [
    [`performance ${s.performance} = 100`, s.performance >= 100],
    [`TBT ${s.tbt.toFixed(0)} ms <= 50`, s.tbt <= 50],
    [`CLS ${s.cls.toFixed(3)} <= 0.02`, s.cls <= 0.02],
    [`LCP ${s.lcp.toFixed(0)} ms <= 1.25 x ${baseline.lcp.toFixed(0)} ms`, s.lcp <= 1.25 * baseline.lcp],
  ];
  for (const [label, ok] of checks) {
    total++;
    if (ok) met++;
    console.log(`  ${name.padEnd(13)} ${label.padEnd(42)} ${ok ? 'met' : 'NOT met'}`);
  }
}
const noise = machineNoise(staticRuns, allRuns);
if (noise.length > 0)
  console.log(`\nThe machine was not quiet: ${noise.join('; ')}. TBT here is the machine's as much as the pages'.`);
console.log(`\nSUMMARY lighthouse targets_met=${met}/${total}`);
