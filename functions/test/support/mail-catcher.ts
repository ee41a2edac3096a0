/**
 * The test process's own SMTP server: the stack's functions send mail to SHOP_SMTP_PORT (SMTP_URL), and
 * a test that starts this catcher reads what arrived there the way a person would: who it is for, the
 * subject, the text, the HTML and the links in them. `refuse` makes it answer every recipient with a
 * 5xx, as a mail server that will not take the message.
 */
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** The addresses in the To header. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every absolute link of the mail, the HTML's hrefs first, then those in the text, each once. */
  links: string[];
  messageId: string;
}

export type MailPredicate = (mail: CaughtMail) => boolean;

export interface MailCatcher {
  /** Everything that arrived since the catcher started or was last cleared, oldest first. */
  readonly received: readonly CaughtMail[];
  /**
   * The first arrived mail matching `predicate` that no earlier `next` answered, waiting for it to
   * arrive; rejects after `timeoutMs` naming what did arrive.
   */
  next: (predicate?: MailPredicate, options?: { timeoutMs?: number }) => Promise<CaughtMail>;
  /** The mail that arrived and matches `predicate`. */
  all: (predicate?: MailPredicate) => CaughtMail[];
  /** While on, every recipient is refused with a 550: a send fails as with a server that will not take it. */
  refuse: (on: boolean) => void;
  /** Forgets what arrived. */
  clear: () => void;
  stop: () => Promise<void>;
}

/** Mail addressed to `address` (case-insensitive). */
export const mailTo =
  (address: string): MailPredicate =>
  (mail) =>
    mail.to.some((to) => to.toLowerCase() === address.toLowerCase());

const POLL_MS = 50;
const DEFAULT_TIMEOUT_MS = 20_000;

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address] : [])),
  );

const decodeEntities = (value: string): string =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The absolute links of a mail: the HTML's hrefs, then the URLs written in its text. */
export const linksOf = (html: string, text: string): string[] => {
  const hrefs = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) => decodeEntities(match[1] ?? ''));
  const written = [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0]);
  return [...new Set([...hrefs, ...written])];
};

const caughtOf = (parsed: ParsedMail): CaughtMail => {
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const text = parsed.text ?? '';
  return {
    to: addressesOf(parsed.to),
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text,
    html,
    links: linksOf(html, text),
    messageId: parsed.messageId ?? '',
  };
};

const refusal = () =>
  Object.assign(new Error('Mailbox unavailable (the test catcher refuses mail)'), { responseCode: 550 });

/** Starts a catcher on 127.0.0.1:`port` (the stack's SHOP_SMTP_PORT unless told). */
export const startMailCatcher = async (port = Number(process.env.SHOP_SMTP_PORT)): Promise<MailCatcher> => {
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error('SHOP_SMTP_PORT is not set: run integration tests through scripts/with-emulators.mjs');
  }
  let received: CaughtMail[] = [];
  let answered = new Set<CaughtMail>();
  let refusing = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo: (_address, _session, callback) => (refusing ? callback(refusal()) : callback()),
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          received.push(caughtOf(parsed));
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  const all = (predicate: MailPredicate = () => true) => received.filter(predicate);

  const next: MailCatcher['next'] = async (predicate = () => true, { timeoutMs = DEFAULT_TIMEOUT_MS } = {}) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find((mail) => !answered.has(mail) && predicate(mail));
      if (found) {
        answered.add(found);
        return found;
      }
      if (Date.now() > deadline) {
        const arrived = received.map((mail) => `${mail.to.join(', ')}: ${mail.subject}`).join('; ') || 'nothing';
        throw new Error(`No matching mail arrived in ${timeoutMs} ms (arrived: ${arrived})`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  return {
    get received() {
      return received;
    },
    next,
    all,
    refuse: (on) => {
      refusing = on;
    },
    clear: () => {
      received = [];
      answered = new Set();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
