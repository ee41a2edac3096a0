// npm run seed [-- --reset | --if-empty] [--offset N]: the demo data, into a running `npm start` (default
// ports), the emulators named by the *_EMULATOR_HOST variables, or, with GOOGLE_APPLICATION_CREDENTIALS
// and no emulator variables, a real project (pictures to its default bucket or FIREBASE_STORAGE_BUCKET).
//   --reset     delete every shop document and Auth account first, then seed
//   --if-empty  seed only an empty shop (puts back missing pictures); what `npm start` runs
//   (neither)   overwrite what the last seed wrote, refusing (exit 1) when users changed data since (live-data.ts)
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { cloudImageStore } from '../../functions/src/storage/cloud-image-store';
import { clientEnv, PROJECT_ID } from '../lib/emulators.mjs';
import { findLiveChanges, isEmptyShop, refusalOf } from './live-data';
import { formatSummary, saveMissingImages, seedDemoData } from './seed';

const USAGE = 'usage: npm run seed -- [--reset | --if-empty] [--offset N]';

/** The seed would write over live data: said as it is, without "Seed failed". */
class SeedRefused extends Error {}

interface Options {
  reset: boolean;
  ifEmpty: boolean;
  offset: number;
  confirmProduction: boolean;
}

const parseArgs = (args: string[]): Options => {
  const options: Options = { reset: false, ifEmpty: false, offset: 0, confirmProduction: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--reset') options.reset = true;
    else if (arg === '--if-empty') options.ifEmpty = true;
    else if (arg === '--confirm-production') options.confirmProduction = true;
    else if (arg === '--offset' && Number.isInteger(Number(args[i + 1]))) options.offset = Number(args[++i]);
    else throw new Error(`Unknown argument ${arg}\n${USAGE}`);
  }
  if (options.reset && options.ifEmpty) throw new Error(`--reset and --if-empty do not go together\n${USAGE}`);
  return options;
};

type Target =
  | { kind: 'emulators'; projectId: string; firestore: string; auth: string; storage: string }
  | { kind: 'project'; projectId: string };

/** Decides where to write, setting the emulator variables when nothing else is configured. */
const chooseTarget = (env: NodeJS.ProcessEnv, offset: number): Target => {
  if (!env.FIRESTORE_EMULATOR_HOST && env.GOOGLE_APPLICATION_CREDENTIALS && env.GCLOUD_PROJECT) {
    return { kind: 'project', projectId: env.GCLOUD_PROJECT };
  }
  if (!env.FIRESTORE_EMULATOR_HOST) Object.assign(env, clientEnv(offset, PROJECT_ID));
  const {
    FIRESTORE_EMULATOR_HOST: firestore,
    FIREBASE_AUTH_EMULATOR_HOST: auth,
    FIREBASE_STORAGE_EMULATOR_HOST: storage,
  } = env;
  if (!firestore || !auth || !storage) {
    // Without the Auth or Storage variable the Admin SDK would talk to the real service.
    throw new Error(
      'Set FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST, or none of them.',
    );
  }
  // No Google metadata server to probe on the emulators (the probe only prints a warning).
  env.METADATA_SERVER_DETECTION ??= 'none';
  return {
    kind: 'emulators',
    projectId: env.GCLOUD_PROJECT ?? env.FIREBASE_PROJECT_ID ?? PROJECT_ID,
    firestore,
    auth,
    storage,
  };
};

const reachable = async (host: string): Promise<string | null> => {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
    return null;
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
    return cause;
  }
};

const checkEmulators = async (target: Target & { kind: 'emulators' }): Promise<void> => {
  for (const [name, host] of [
    ['Firestore', target.firestore],
    ['Auth', target.auth],
    ['Storage', target.storage],
  ] as const) {
    const problem = await reachable(host);
    if (problem) {
      throw new Error(
        `Cannot reach the ${name} emulator at ${host} (${problem}).\n` +
          'Start the shop first with `npm start` (or run the seed inside scripts/with-emulators.mjs), then try again.',
      );
    }
  }
};

const main = async (): Promise<void> => {
  const options = parseArgs(process.argv.slice(2));
  const target = chooseTarget(process.env, options.offset);
  if (target.kind === 'emulators') await checkEmulators(target);
  else if (options.reset && !options.confirmProduction) {
    throw new Error(
      `--reset would delete every document and account of the real project ${target.projectId}: add --confirm-production.`,
    );
  }
  const app = initializeApp({
    projectId: target.projectId,
    storageBucket: process.env.FIREBASE_STORAGE_BUCKET ?? `${target.projectId}.firebasestorage.app`,
  });
  try {
    const db = getFirestore(app);
    const imageStore = cloudImageStore(getStorage(app).bucket());
    const where =
      target.kind === 'emulators'
        ? `${target.projectId} on the emulators (Firestore ${target.firestore}, Auth ${target.auth}, Storage ${target.storage})`
        : `the Firebase project ${target.projectId}`;
    if (options.ifEmpty && !(await isEmptyShop(db))) {
      // Data saved before the Storage emulator ran in the stack has documents but no pictures.
      const saved = await saveMissingImages(imageStore);
      const pictures = saved ? `; put back its ${saved} missing pictures` : '';
      console.log(`Seed: ${target.projectId} is already seeded (it holds the shop's data)${pictures}.`);
      return;
    }
    if (!options.reset && !options.ifEmpty) {
      const refusal = refusalOf(await findLiveChanges(db));
      if (refusal) throw new SeedRefused(`${target.projectId}: ${refusal}`);
    }
    console.log(`Seed: ${options.reset ? 'resetting and seeding' : 'seeding'} ${where}`);
    const counts = await seedDemoData({
      db,
      auth: getAuth(app),
      imageStore,
      reset: options.reset,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`Seed: done: ${formatSummary(counts)}`);
  } finally {
    await deleteApp(app);
  }
};

main().catch((err: unknown) => {
  if (err instanceof SeedRefused) console.error(`Seed: ${err.message}`);
  else console.error(`Seed failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
