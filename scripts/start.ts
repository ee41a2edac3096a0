// npm start: builds the function and the web app, starts the Auth, Firestore, Functions, Hosting and
// Storage emulators (data and images kept in .data/emulator across restarts) and MailDev (the mail the
// shop sends, in a web inbox), seeds the demo data when
// the database is empty, and prints the shop's address and demo accounts. The builds' and the emulators'
// output goes to log files under .data/logs/start; the terminal shows the steps, errors and the address.
// Ctrl-C stops everything it started.
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { DEMO_ACCOUNTS } from './seed/accounts';
import {
  clientEnv,
  DATA_DIR,
  emulatorEnv,
  firebaseArgs,
  mailPortsFor,
  portsFor,
  PROJECT_ID,
  ROOT,
  spawnFirebase,
  STACK_EMULATORS,
  waitFor,
} from './lib/emulators.mjs';
import { mailDevAnswers, mailDevInbox, startMailDev } from './lib/maildev';
import { bin } from './lib/run';
import { StepRunner } from './lib/steps';

const started = Date.now();
process.chdir(ROOT);
const logDir = join(DATA_DIR, 'logs', 'start');
mkdirSync(logDir, { recursive: true });
const steps = new StepRunner(logDir);
const logPath = steps.logPath('emulators.log');

if (
  !(await steps.step('Build the web app and its server renderer (emulator mode)', 'npm', [
    'run',
    'build:emulator',
    '-w',
    'web',
  ])) ||
  !(await steps.step('Build the functions (api, ssr)', 'npm', ['run', 'build', '-w', 'functions']))
)
  process.exit(1);

const exportDir = join(DATA_DIR, 'emulator');
const importArgs = existsSync(join(exportDir, 'firebase-export-metadata.json')) ? ['--import', exportDir] : [];

const ports = portsFor(0);
console.log(
  `▶ Start the emulators (Auth ${ports.auth}, Firestore ${ports.firestore}, Functions ${ports.functions}, ` +
    `Hosting ${ports.hosting}, Storage ${ports.storage}; their log: ${logPath})`,
);
const mailDevLog = steps.logPath('maildev.log');
console.log(`▶ Start MailDev (SMTP ${mailPortsFor(0).smtp}, inbox ${mailDevInbox()}; its log: ${mailDevLog})`);
const mailDev = startMailDev(0, mailDevLog);
mailDev.on('exit', (code) => {
  if (!stopping) console.error(`MailDev stopped (exit ${code}): the shop's mail goes nowhere; see ${mailDevLog}`);
});
const emulators = spawnFirebase(
  ['emulators:start', '--only', STACK_EMULATORS, ...firebaseArgs(0), ...importArgs, '--export-on-exit', exportDir],
  emulatorEnv({ offset: 0, projectId: PROJECT_ID }),
  // Its own process group: Ctrl-C reaches only this script, which asks the emulators once to
  // stop cleanly (a second SIGINT would make firebase-tools skip the data export).
  { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
);

/** What the terminal still shows of the emulators' output: errors (a request's own log is in the file). */
const ERROR_LINES = [/^!+\s/, /^✖/, /"severity":"(ERROR|CRITICAL|ALERT|EMERGENCY)"/, /\b\w*Error:/, /Exception\b/];
const ACCESS_LOG = /^i {2}hosting: \d+\.\d+\.\d+\.\d+ - - \[/;
const emulatorLog = createWriteStream(logPath, { flags: 'a' });
for (const stream of [emulators.stdout, emulators.stderr]) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    emulatorLog.write(`${line}\n`);
    const plain = stripVTControlCharacters(line);
    if (ERROR_LINES.some((error) => error.test(plain)) && !ACCESS_LOG.test(plain)) console.error(line);
  });
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators and saving the data to .data/emulator ...');
  mailDev.kill('SIGTERM');
  emulators.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
emulators.on('exit', (code) => {
  mailDev.kill('SIGTERM');
  console.log(stopping ? 'Emulators stopped.' : `The emulators stopped; see ${logPath}`);
  process.exit(stopping ? 0 : (code ?? 1));
});

const env = clientEnv(0, PROJECT_ID);
await waitFor(`${env.SHOP_URL}/misc/initialize`);
const seeded = await steps.step(
  'Seed the demo data if the database is empty',
  bin('tsx'),
  ['scripts/seed/cli.ts', '--if-empty'],
  {
    env,
  },
);
if (!seeded) console.error('Seeding failed: the shop runs, but without demo data (see above).');
if (!(await mailDevAnswers())) console.error(`MailDev does not answer at ${mailDevInbox()}; see ${mailDevLog}`);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const accounts = DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(11)} ${a.username.padEnd(10)} / ${a.password}`).join(
  '\n',
);
console.log(`
────────────────────────────────────────────────────────────
  The shop is ready in ${seconds} s:  ${env.SHOP_URL}

  Demo accounts (username / password):
${accounts}

  API through Hosting:  ${env.SHOP_URL}/misc/initialize
  Mail (MailDev inbox):  ${mailDevInbox()}
  Put the demo data back:  npm run seed -- --reset
  Emulator log:  ${logPath}
  Stop:  Ctrl-C (the data is saved to .data/emulator)
────────────────────────────────────────────────────────────
`);
