// MailDev beside the emulators of npm start: the SMTP server the functions send to (SMTP_URL) and a
// web inbox where a person reads what the shop sent.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { mailPortsFor, ROOT } from './emulators.mjs';

/** MailDev's web inbox at `offset`. */
export const mailDevInbox = (offset = 0): string => `http://127.0.0.1:${mailPortsFor(offset).inbox}`;

/** Whether MailDev answers at `offset` (its API's health check). */
export const mailDevAnswers = async (offset = 0): Promise<boolean> => {
  try {
    return (await fetch(`${mailDevInbox(offset)}/api/healthz`)).ok;
  } catch {
    return false;
  }
};

/** Starts MailDev on the mail ports of `offset`, local addresses only; everything it prints goes to `logPath`. */
export const startMailDev = (offset: number, logPath: string): ChildProcess => {
  const { smtp, inbox } = mailPortsFor(offset);
  const log = openSync(logPath, 'a');
  return spawn(
    join(ROOT, 'node_modules/.bin/maildev'),
    ['--smtp', String(smtp), '--web', String(inbox), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    { cwd: ROOT, stdio: ['ignore', log, log] },
  );
};
