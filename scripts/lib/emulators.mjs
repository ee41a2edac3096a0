// Everything needed to run the Firebase Emulator Suite on these offline machines (decision 001).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DATA_DIR = join(ROOT, '.data');
export const PROJECT_ID = 'demo-cosmetics';
export const TEST_PROJECT_ID = 'demo-cosmetics-test';
export const FIREBASE_BIN = join(ROOT, 'node_modules/.bin/firebase');

/** The emulators every stack runs (npm start, the test commands, benchmarks, Lighthouse). */
export const STACK_EMULATORS = 'auth,firestore,functions,hosting,storage';

export const GCLOUD_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

const BASE_PORTS = {
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  functions: 5001,
  hosting: 5000,
  hub: 4400,
  logging: 4500,
  storage: 9199,
};

/** The emulator ports, shifted by `offset` so a test run can live beside `npm start`. */
export const portsFor = (offset = 0) =>
  Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]));

/** The shop's address on the stack at `offset`: its Hosting emulator. */
export const shopOriginFor = (offset = 0) => `http://127.0.0.1:${portsFor(offset).hosting}`;

/**
 * The mail catcher's ports at `offset`, beside the emulators' (not in portsFor: every entry of that goes
 * into the firebase config): the SMTP server the functions send to (MailDev in npm start, the test
 * process's own catcher in the tests) and MailDev's web inbox.
 */
export const mailPortsFor = (offset = 0) => ({ smtp: 1025 + offset, inbox: 1080 + offset });

/**
 * firebase-tools downloads the Firestore emulator JAR, which fails offline. When the Google Cloud CLI's
 * copy is installed we point firebase-tools at a one-line launcher JAR that runs it instead.
 * Elsewhere (internet, Java 21) firebase-tools downloads its own as usual.
 */
export const firestoreLauncherEnv = () => {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH || !existsSync(GCLOUD_FIRESTORE_JAR)) return {};
  const dir = join(DATA_DIR, 'firestore-launcher');
  const launcher = join(dir, 'launcher.jar');
  if (!existsSync(launcher)) {
    mkdirSync(dir, { recursive: true });
    const manifest = join(dir, 'MANIFEST.MF');
    writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${GCLOUD_FIRESTORE_JAR}\n`);
    execFileSync('jar', ['cfm', launcher, manifest], { cwd: dir });
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
};

const STORAGE_RULES_RUNTIME_SOURCE = join(ROOT, 'scripts/storage-rules-runtime/StorageRulesRuntime.java');

/**
 * firebase-tools downloads the Storage emulator's rules runtime, which fails offline. When the Google
 * Cloud CLI's Firestore emulator is installed, its rules engine runs storage.rules instead, behind the
 * small runtime in scripts/storage-rules-runtime (built once with the JDK into .data). Elsewhere
 * firebase-tools downloads its own runtime as usual.
 */
export const storageRulesRuntimeEnv = () => {
  if (process.env.STORAGE_EMULATOR_BINARY_PATH || !existsSync(GCLOUD_FIRESTORE_JAR)) return {};
  // Named after its source, so an edited runtime is rebuilt.
  const version = createHash('sha256').update(readFileSync(STORAGE_RULES_RUNTIME_SOURCE)).digest('hex').slice(0, 12);
  const dir = join(DATA_DIR, 'storage-rules-runtime', version);
  const runtime = join(dir, 'storage-rules-runtime.jar');
  if (!existsSync(runtime)) {
    const classes = join(dir, 'classes');
    mkdirSync(classes, { recursive: true });
    execFileSync(
      'javac',
      ['-proc:none', '-nowarn', '-cp', GCLOUD_FIRESTORE_JAR, '-d', classes, STORAGE_RULES_RUNTIME_SOURCE],
      { stdio: 'pipe' },
    );
    const manifest = join(dir, 'MANIFEST.MF');
    writeFileSync(manifest, `Main-Class: StorageRulesRuntime\nClass-Path: ${GCLOUD_FIRESTORE_JAR}\n`);
    execFileSync('jar', ['cfm', runtime, manifest, '-C', classes, '.']);
  }
  return { STORAGE_EMULATOR_BINARY_PATH: runtime };
};

/**
 * The bucket of `projectId` on the emulators: firebase-tools hands it to the functions' Admin SDK (as
 * STORAGE_BUCKET_URL says), and the seed and the tests write and read it.
 */
export const storageBucketFor = (projectId) => `${projectId}.appspot.com`;

/**
 * The browser origins of the Auth and Firestore emulators at `offset`, by the CSP directive that must allow
 * them: the SDKs call both, and the Google sign-in popup opens the Auth emulator's page.
 */
export const emulatorOrigins = (offset = 0) => {
  const { auth, firestore } = portsFor(offset);
  return {
    'connect-src': [`http://127.0.0.1:${auth}`, `http://127.0.0.1:${firestore}`],
    'frame-src': [`http://127.0.0.1:${auth}`],
  };
};

/** A CSP with `extra` sources appended to the directives it names. */
export const extendCsp = (csp, extra) =>
  csp
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      return extra[name] ? `${directive.trimEnd()} ${extra[name].join(' ')}` : directive;
    })
    .join(';');

/**
 * Writes the firebase config the emulator stack at `offset` runs on, beside firebase.json (paths inside
 * it stay relative to the project root): the ports shifted by `offset`, and the page CSP extended with
 * the emulators' origins. firebase.json itself is what gets deployed, so it never names them.
 * @param {number} [offset]
 * @param {string} [publicDir]
 */
export const configFor = (offset = 0, publicDir = undefined) => {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  if (publicDir) config.hosting.public = publicDir;
  const { firestoreWebsocket, ...ports } = portsFor(offset);
  for (const [name, port] of Object.entries(ports)) config.emulators[name].port = port;
  config.emulators.firestore.websocketPort = firestoreWebsocket;
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy' && rule.source === '**') {
        header.value = extendCsp(header.value, emulatorOrigins(offset));
      }
    }
  }
  const file = join(ROOT, `.firebase.ports-${offset}${publicDir ? '-' + publicDir.replace(/\W+/g, '_') : ''}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
};

/** The environment a client (seed, tests) needs to talk to the emulators. */
export const clientEnv = (offset = 0, projectId = PROJECT_ID) => {
  const ports = portsFor(offset);
  return {
    GCLOUD_PROJECT: projectId,
    FIREBASE_PROJECT_ID: projectId,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    FIREBASE_STORAGE_BUCKET: storageBucketFor(projectId),
    SHOP_URL: shopOriginFor(offset),
    // Where the functions send mail: a test process listens here with its mail catcher.
    SHOP_SMTP_PORT: String(mailPortsFor(offset).smtp),
  };
};

/** What a web app build needs to reach the emulator stack at `offset` (test, benchmark and Lighthouse builds). */
export const webBuildEnv = (offset, projectId = TEST_PROJECT_ID) => {
  const ports = portsFor(offset);
  return {
    VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
    VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
  };
};

/**
 * What the emulators of the stack at `offset` run with: the bucket the functions' Admin SDK gets, the
 * server renderer built beside the web app Hosting serves (web/build.mjs writes <publicDir>-ssr), the
 * SMTP server the mail sender sends to and the shop's address its links point at (the functions
 * emulator hands its own environment to the functions), and a temporary folder of their own. The Storage emulator keeps its objects' bytes in
 * <temporary folder>/firebase/storage/blobs and deletes that whole folder when it stops: with one shared
 * /tmp, a test stack stopping beside `npm start` would take the shop's images with it.
 * @param {{ offset: number, projectId: string, publicDir?: string }} stack
 */
export const emulatorEnv = ({ offset, projectId, publicDir = 'web/dist' }) => {
  const tmp = join(tmpdir(), `cosmetics-emulators-${offset}`);
  mkdirSync(tmp, { recursive: true });
  return {
    STORAGE_BUCKET_URL: storageBucketFor(projectId),
    SHOP_SSR_DIR: join(ROOT, `${publicDir}-ssr`),
    SMTP_URL: `smtp://127.0.0.1:${mailPortsFor(offset).smtp}`,
    SHOP_URL: shopOriginFor(offset),
    TMPDIR: tmp,
  };
};

/**
 * The api function's write log (functions/src/write-log.ts) for the test and benchmark stack at `offset`:
 * one line per Firestore commit, which the API tests' write budget and bench:black-friday count. A file
 * beside the stack's temporary folder, emptied as the stack starts; a SHOP_WRITE_LOG of the caller's own
 * is kept as it is. npm start leaves the log off.
 * @param {number} offset
 */
export const writeLogEnv = (offset) => {
  if (process.env.SHOP_WRITE_LOG) return { SHOP_WRITE_LOG: process.env.SHOP_WRITE_LOG };
  const file = join(tmpdir(), `cosmetics-write-log-${offset}.jsonl`);
  writeFileSync(file, '');
  return { SHOP_WRITE_LOG: file };
};

/**
 * The api function's read log (functions/src/read-log.ts) for the test and benchmark stack at `offset`:
 * one line per Firestore read, tagged with its request, which the API tests' read budget and
 * bench:search count. Kept like the write log: emptied as the stack starts, a caller's own
 * SHOP_READ_LOG kept as it is, off in npm start.
 * @param {number} offset
 */
export const readLogEnv = (offset) => {
  if (process.env.SHOP_READ_LOG) return { SHOP_READ_LOG: process.env.SHOP_READ_LOG };
  const file = join(tmpdir(), `cosmetics-read-log-${offset}.jsonl`);
  writeFileSync(file, '');
  return { SHOP_READ_LOG: file };
};

/**
 * @param {number} offset
 * @param {string} [projectId]
 * @param {string} [publicDir] the web app folder Hosting serves instead of firebase.json's
 */
export const firebaseArgs = (offset, projectId = PROJECT_ID, publicDir = undefined) => [
  '--config',
  configFor(offset, publicDir),
  '--project',
  projectId,
];

export const spawnFirebase = (args, env = {}, options = {}) =>
  spawn(FIREBASE_BIN, args, {
    cwd: ROOT,
    stdio: options.stdio ?? 'inherit',
    env: { ...process.env, ...firestoreLauncherEnv(), ...storageRulesRuntimeEnv(), ...env },
    detached: options.detached ?? false,
  });

/** Resolves when `url` answers 200, or rejects after `timeoutMs`. */
export const waitFor = async (url, timeoutMs = 180_000) => {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return res;
      lastError = new Error(`${url} answered ${res.status}`);
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Timed out waiting for ${url}: ${lastError?.message ?? 'no answer'}`);
};
