// A Storage emulator of its own for the storage.rules tests. It runs beside the main emulator stack (not
// in it: a running Storage emulator would move the functions' image store off the local folder).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR, FIREBASE_BIN, GCLOUD_FIRESTORE_JAR, portsFor, ROOT } from './emulators.mjs';

/** Its own project id, so its hub never stands in for the main stack's (firebase-tools finds hubs by project). */
export const STORAGE_RULES_PROJECT_ID = 'demo-cosmetics-storage-rules';

const RUNTIME_SOURCE = join(ROOT, 'scripts/storage-rules-runtime/StorageRulesRuntime.java');

/**
 * firebase-tools downloads the Storage emulator's rules runtime, which fails offline. When the Google
 * Cloud CLI's Firestore emulator is installed, its rules engine runs storage.rules instead, behind the
 * small runtime in scripts/storage-rules-runtime (built once with the JDK into .data). Elsewhere
 * firebase-tools downloads its own runtime as usual.
 */
export const storageRulesRuntimeEnv = () => {
  if (process.env.STORAGE_EMULATOR_BINARY_PATH || !existsSync(GCLOUD_FIRESTORE_JAR)) return {};
  // Named after its source, so an edited runtime is rebuilt.
  const version = createHash('sha256').update(readFileSync(RUNTIME_SOURCE)).digest('hex').slice(0, 12);
  const dir = join(DATA_DIR, 'storage-rules-runtime', version);
  const runtime = join(dir, 'storage-rules-runtime.jar');
  if (!existsSync(runtime)) {
    const classes = join(dir, 'classes');
    mkdirSync(classes, { recursive: true });
    execFileSync('javac', ['-proc:none', '-nowarn', '-cp', GCLOUD_FIRESTORE_JAR, '-d', classes, RUNTIME_SOURCE], {
      stdio: 'pipe',
    });
    const manifest = join(dir, 'MANIFEST.MF');
    writeFileSync(manifest, `Main-Class: StorageRulesRuntime\nClass-Path: ${GCLOUD_FIRESTORE_JAR}\n`);
    execFileSync('jar', ['cfm', runtime, manifest, '-C', classes, '.']);
  }
  return { STORAGE_EMULATOR_BINARY_PATH: runtime };
};

/**
 * Starts a Storage emulator alone on the stack's shifted storage port, with storage.rules.
 * Resolves with its host and a stop function once it answers (project STORAGE_RULES_PROJECT_ID).
 */
export const startStorageEmulator = async (offset = 0) => {
  const port = portsFor(offset).storage;
  const config = join(ROOT, `.firebase.storage-${offset}.json`);
  // The hub and logging ports are left out so firebase-tools picks free ones beside the main stack's.
  writeFileSync(
    config,
    JSON.stringify({
      storage: { rules: 'storage.rules' },
      emulators: { storage: { host: '127.0.0.1', port }, ui: { enabled: false }, singleProjectMode: true },
    }),
  );
  const child = spawn(
    FIREBASE_BIN,
    ['emulators:start', '--only', 'storage', '--config', config, '--project', STORAGE_RULES_PROJECT_ID],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...storageRulesRuntimeEnv() },
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGINT');
    await exited;
  };
  const host = `127.0.0.1:${port}`;
  // Ready once it answers anything on its object API (its root path answers 501).
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Storage emulator exited:\n${output}`);
    const answered = await fetch(`http://${host}/v0/b/ready/o`).then(
      () => true,
      () => false,
    );
    if (answered) return { host, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Storage emulator did not answer on ${host}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
};
