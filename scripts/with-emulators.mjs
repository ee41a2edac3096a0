#!/usr/bin/env node
// Runs a command with the emulator stack up, then stops it:
//   node scripts/with-emulators.mjs [--offset N] [--public web/dist-test] -- <command...>
// The offset shifts every port so runs can live side by side.
import {
  clientEnv,
  firebaseArgs,
  emulatorEnv,
  spawnFirebase,
  STACK_EMULATORS,
  TEST_PROJECT_ID,
  writeLogEnv,
  readLogEnv,
} from './lib/emulators.mjs';

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const options = dashes === -1 ? args : args.slice(0, dashes);
const command = dashes === -1 ? [] : args.slice(dashes + 1);
const offsetIndex = options.indexOf('--offset');
const offset = offsetIndex === -1 ? 10 : Number(options[offsetIndex + 1]);
const publicIndex = options.indexOf('--public');
const publicDir = publicIndex === -1 ? undefined : options[publicIndex + 1];
if (!command.length || !Number.isInteger(offset)) {
  console.error('usage: node scripts/with-emulators.mjs [--offset N] -- <command...>');
  process.exit(2);
}

const projectId = TEST_PROJECT_ID;

const shellCommand = command
  .map((part) => (/^[\w./:=@-]+$/.test(part) ? part : `'${part.replace(/'/g, `'\\''`)}'`))
  .join(' ');
const env = {
  ...clientEnv(offset, projectId),
  ...emulatorEnv({ offset, projectId, publicDir }),
  ...writeLogEnv(offset),
  ...readLogEnv(offset),
};
const child = spawnFirebase(
  ['emulators:exec', '--only', STACK_EMULATORS, ...firebaseArgs(offset, projectId, publicDir), shellCommand],
  env,
);
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
