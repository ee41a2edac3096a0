// An emulator stack for the test commands: started in the background with every line it prints going to
// a log file, ready once the shop answers through Hosting, stopped with its whole process group.
import { existsSync, openSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import {
  clientEnv,
  emulatorEnv,
  firebaseArgs,
  portsFor,
  spawnFirebase,
  STACK_EMULATORS,
  TEST_PROJECT_ID,
  waitFor,
  writeLogEnv,
  readLogEnv,
} from './emulators.mjs';

export interface Stack {
  /** What a client of the stack (tests, seed) needs in its environment. */
  env: Record<string, string>;
  logPath: string;
  /** Asks the emulators to stop, then ends what is left of them; resolves once they are gone. */
  stop: () => Promise<void>;
}

export interface StackOptions {
  offset: number;
  /** The web app folder Hosting serves (its server renderer is beside it, `<publicDir>-ssr`). */
  publicDir: string;
  logPath: string;
}

/**
 * The Java processes of a test stack (the Firestore emulator and the Storage emulator's rules runtime)
 * compile with the quick JIT tier only and collect garbage on one thread. A test run is minutes long and
 * bound by CPU: this halved the Firestore emulator's CPU time over the API and rules tests (decision
 * 040). A JAVA_TOOL_OPTIONS of the caller's own is kept.
 */
const TEST_JVM_OPTIONS = {
  JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
};

/** How long the emulators get to finish their functions and stop on their own. */
const STOP_GRACE_MS = 60_000;

/**
 * The process listening on a local TCP port (Linux /proc), or undefined. firebase-tools starts the
 * Firestore emulator's Java process in a process group of its own: when firebase-tools has to be killed
 * before it stopped Java, this finds the one process holding the stack's Firestore port.
 */
const listenerOf = (port: number): number | undefined => {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address ends with the port; state 0A is LISTEN; field 9 is the socket's inode.
      if (fields[1]?.endsWith(hexPort) && fields[3] === '0A' && fields[9]) inodes.add(`socket:[${fields[9]}]`);
    }
  }
  if (!inodes.size) return undefined;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      }
    } catch {
      // Gone, or another user's process.
    }
  }
  return undefined;
};

/**
 * Starts the Auth, Firestore, Functions, Hosting and Storage emulators; resolves once the API answers
 * through Hosting.
 */
export const startStack = async ({ offset, publicDir, logPath }: StackOptions): Promise<Stack> => {
  const env = {
    ...TEST_JVM_OPTIONS,
    ...clientEnv(offset, TEST_PROJECT_ID),
    ...emulatorEnv({ offset, projectId: TEST_PROJECT_ID, publicDir }),
    ...writeLogEnv(offset),
    ...readLogEnv(offset),
  };
  const log = openSync(logPath, 'a');
  // Its own process group, so stopping it reaches the Java and function processes it starts.
  const child = spawnFirebase(
    ['emulators:start', '--only', STACK_EMULATORS, ...firebaseArgs(offset, TEST_PROJECT_ID, publicDir)],
    env,
    { stdio: ['ignore', log, log], detached: true },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const signalGroup = (signal: NodeJS.Signals) => {
    if (!running || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group has already gone.
    }
  };
  const stop = async () => {
    // firebase-tools itself stops its emulators and function workers on one SIGINT.
    if (running && child.pid !== undefined) child.kill('SIGINT');
    // The grace timer is cleared once they have stopped: a pending timer would keep the test command
    // alive for the rest of the grace period after everything passed.
    let graceTimer: NodeJS.Timeout | undefined;
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => (graceTimer = setTimeout(() => resolve(false), STOP_GRACE_MS))),
    ]);
    clearTimeout(graceTimer);
    if (!stopped) {
      signalGroup('SIGKILL');
      const port = portsFor(offset).firestore;
      const firestore = port === undefined ? undefined : listenerOf(port);
      if (firestore !== undefined) process.kill(firestore, 'SIGKILL');
    }
    // Whatever the emulators left in their group (a function worker, the Java process).
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Nothing left.
      }
    }
  };
  // The stack is in its own process group, so Ctrl-C does not reach it: stop it here, and never leave
  // emulators behind on these ports when the script ends some other way.
  process.once('exit', () => signalGroup('SIGKILL'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\nStopping the emulators (their log: ${logPath}) ...`);
      void stop().then(() => process.exit(130));
    });
  }

  const failedEarly = exited.then(() => {
    throw new Error(`The emulators stopped while starting; see ${logPath}`);
  });
  try {
    await Promise.race([waitFor(`${env.SHOP_URL}/misc/initialize`), failedEarly]);
  } catch (error) {
    await stop();
    throw error;
  }
  failedEarly.catch(() => undefined);
  return { env, logPath, stop };
};

/**
 * How many requests at once each function gets before the browser tests. The Functions emulator starts
 * a new worker process for every request that finds all of a function's workers busy, and a worker's
 * start (some 600 modules, then the Firestore client) took seconds on a busy two-core machine. A
 * browser asks for up to six things at once, and three test workers run side by side: on a cold stack
 * the first pages waited 20 s and more for their images and scripts, and a long first test ran out of
 * its time. The workers are started here instead, beside the seed.
 */
const WARM_WORKERS = { api: 6, ssr: 3 } as const;

/** Starts the function workers the browser tests will keep busy; false when a request was refused. */
export const warmFunctionWorkers = async ({ env }: Pick<Stack, 'env'>): Promise<boolean> => {
  const shopUrl = env.SHOP_URL;
  if (!shopUrl) throw new Error('The stack has no SHOP_URL');
  const paths = [
    ...Array.from({ length: WARM_WORKERS.api }, () => '/misc/initialize'),
    ...Array.from({ length: WARM_WORKERS.ssr }, () => '/about'),
  ];
  const answers = await Promise.all(paths.map((path) => fetch(`${shopUrl}${path}`)));
  await Promise.all(answers.map((answer) => answer.arrayBuffer()));
  return answers.every((answer) => answer.ok);
};
