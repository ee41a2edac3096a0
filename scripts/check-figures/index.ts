// npm run check:figures [-- --offset N]
//
// Recounts the figures the shop stores beside its documents and prints every one that differs, against
// the emulators of a running `npm start` (default ports), or those named by FIRESTORE_EMULATOR_HOST /
// GCLOUD_PROJECT when set (scripts/with-emulators.mjs sets them). Read-only. Prints "All figures match
// (...)" and exits 0 when none differs; otherwise each difference (stored and counted) and exit code 1.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { clientEnv, PROJECT_ID } from '../lib/emulators.mjs';
import { checkFigures, type FiguresCheck } from './check';
import { orderFiguresCheck } from './orders';
import { reviewFiguresCheck } from './reviews';

/** Every part the command checks, in the order printed: a new part goes here. */
const CHECKS: FiguresCheck[] = [reviewFiguresCheck, orderFiguresCheck];

const USAGE = 'usage: npm run check:figures [-- --offset N]';

const offsetOf = (args: string[]): number => {
  if (!args.length) return 0;
  const offset = Number(args[1]);
  if (args[0] !== '--offset' || args.length !== 2 || !Number.isInteger(offset)) throw new Error(USAGE);
  return offset;
};

const main = async (): Promise<void> => {
  const offset = offsetOf(process.argv.slice(2));
  if (!process.env.FIRESTORE_EMULATOR_HOST) Object.assign(process.env, clientEnv(offset, PROJECT_ID));
  // No Google metadata server to probe on the emulators (the probe only prints a warning).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new Error(`Cannot reach the Firestore emulator at ${host}: start the shop first with \`npm start\`.`);
  }
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID }, 'check-figures');
  try {
    const { ok, lines } = await checkFigures(getFirestore(app), CHECKS);
    for (const line of lines) console.log(line);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await deleteApp(app);
  }
};

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 2;
});
