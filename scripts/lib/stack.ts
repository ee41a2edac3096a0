// An emulator stack for the test commands: started in the background with every line it prints going to
// a log file, ready once the shop answers through Hosting, stopped with its whole process group.
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  clientEnv,
  DATA_DIR,
  firebaseArgs,
  functionsEnv,
  spawnFirebase,
  TEST_PROJECT_ID,
  waitFor,
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

const STOP_GRACE_MS = 15_000;

/** Starts the Auth, Firestore, Functions and Hosting emulators; resolves once the API answers through Hosting. */
export const startStack = async ({ offset, publicDir, logPath }: StackOptions): Promise<Stack> => {
  const uploadsDir = join(DATA_DIR, `test-${offset}`, 'uploads');
  rmSync(uploadsDir, { recursive: true, force: true });
  mkdirSync(uploadsDir, { recursive: true });
  const env = {
    ...clientEnv(offset, TEST_PROJECT_ID),
    ...functionsEnv(uploadsDir, publicDir),
    SHOP_TEST_OFFSET: String(offset),
  };
  const log = openSync(logPath, 'a');
  // Its own process group, so stopping it reaches the Java and function processes it starts.
  const child = spawnFirebase(
    ['emulators:start', '--only', 'auth,firestore,functions,hosting', ...firebaseArgs(offset, TEST_PROJECT_ID, publicDir)],
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
    signalGroup('SIGINT');
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_GRACE_MS)),
    ]);
    if (!stopped) signalGroup('SIGKILL');
    // Whatever the emulators left in their group (a function worker, the Java process).
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Nothing left.
      }
    }
  };
  // Ctrl-C or a failing script must not leave emulators behind on these ports.
  process.once('exit', () => signalGroup('SIGKILL'));

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
