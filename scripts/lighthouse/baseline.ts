// npm run lighthouse -- --baseline <ref>: the shop as it was at another commit, built and served beside
// this code's, so that measure.ts can alternate runs of the two on the same machine at the same time.
// On a 2-core machine Lighthouse's figures move with the load by more than most changes move them; runs
// taken in turn are the only fair before and after.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, portsFor } from '../lib/emulators.mjs';
import { buildShop, seededStackArgs } from './shop-stack';

/** Beside this code's stack (offset 25) and clear of npm start (0), the tests (10) and the e2e runs (40). */
export const BASELINE_OFFSET = 30;

/** The folders of installed packages, copied as hard links: the workspaces' links then point into the copy. */
const PACKAGE_FOLDERS = ['node_modules', 'web/node_modules', 'functions/node_modules', 'contract/node_modules'];

const git = (args: string[], cwd = ROOT): string => {
  const answer = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (answer.status !== 0) throw new Error(`git ${args.join(' ')}: ${answer.stderr.trim()}`);
  return answer.stdout.trim();
};

export interface Baseline {
  ref: string;
  url: string;
  stop: () => Promise<void>;
}

/** A worktree of `ref` in the temporary folder, with this checkout's installed packages. */
const worktreeOf = (ref: string): { dir: string; sha: string } => {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = join(tmpdir(), `cosmetics-shop-lighthouse-${sha.slice(0, 12)}`);
  if (!existsSync(dir)) git(['worktree', 'add', '--detach', dir, sha]);
  for (const folder of PACKAGE_FOLDERS) {
    if (!existsSync(join(ROOT, folder)) || existsSync(join(dir, folder))) continue;
    const copy = spawnSync('cp', ['-al', join(ROOT, folder), join(dir, folder)]);
    if (copy.status !== 0) throw new Error(`Could not copy ${folder} into ${dir}`);
  }
  if (spawnSync('git', ['diff', '--quiet', sha, 'HEAD', '--', 'package-lock.json'], { cwd: ROOT }).status !== 0)
    console.warn(`! ${ref}'s package-lock.json differs from this checkout's: it is built with today's packages.`);
  return { dir, sha };
};

/** A stack starts and seeds in about a minute here; one that takes this long is stuck. */
const START_TIMEOUT_MS = 5 * 60_000;

/** Waits for the stack's seed to finish (the marker on its output); rejects if the stack stops first. */
const whenSeeded = (child: ChildProcess, marker: string): Promise<void> =>
  new Promise((resolve, reject) => {
    let output = '';
    setTimeout(
      () => reject(new Error(`The baseline's stack did not start:\n${output.slice(-2000)}`)),
      START_TIMEOUT_MS,
    ).unref();
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(marker)) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`The baseline's stack stopped (exit ${code}):\n${output.slice(-2000)}`)),
    );
  });

/** Builds `ref` against the emulators at BASELINE_OFFSET and starts its seeded stack. */
export const startBaseline = async (ref: string): Promise<Baseline> => {
  const { dir, sha } = worktreeOf(ref);
  const label = `${ref} (${sha.slice(0, 9)})`;
  await buildShop(dir, BASELINE_OFFSET, `, the baseline ${label}`);

  const marker = 'BASELINE-SEEDED';
  // This checkout's seed, unless LIGHTHOUSE_BASELINE_SEED=own: the same data on both sides.
  const seedFrom = process.env.LIGHTHOUSE_BASELINE_SEED === 'own' ? undefined : ROOT;
  const child = spawn('node', seededStackArgs(BASELINE_OFFSET, `echo ${marker} && sleep 86400`, seedFrom), {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || !child.pid) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid, 'SIGTERM');
    });
  // However this script ends (a failed step exits at once), the baseline's stack goes with it.
  process.on('exit', () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  });
  console.log(
    `\n▶ Start the baseline's stack (offset ${BASELINE_OFFSET}), ${label}, seeded by ${seedFrom ? "this checkout's seed" : 'its own seed'}`,
  );
  try {
    await whenSeeded(child, marker);
  } catch (err) {
    await stop();
    throw err;
  }
  console.log(`✔ The baseline's stack is up`);
  return { ref: label, url: `http://127.0.0.1:${portsFor(BASELINE_OFFSET).hosting}`, stop };
};
