/**
 * The shop's outbox as a person's inbox: the text of the mail queued for an address, read from the
 * stack's Firestore emulator (its REST API, as an owner). Browser tests follow a mail's links with it.
 */
const firestoreOrigin = (): string => {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the tests through scripts/with-emulators.mjs');
  return `http://${host}`;
};

interface QueryAnswer {
  document?: {
    fields: { message: { mapValue: { fields: { subject: { stringValue: string }; text: { stringValue: string } } } } };
  };
}

/** Subject and text of each message queued for `address`. */
export const mailQueuedFor = async (address: string): Promise<{ subject: string; text: string }[]> => {
  const project = process.env.GCLOUD_PROJECT;
  if (!project) throw new Error('GCLOUD_PROJECT is not set: run the tests through scripts/with-emulators.mjs');
  const response = await fetch(`${firestoreOrigin()}/v1/projects/${project}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'mail' }],
        where: { fieldFilter: { field: { fieldPath: 'to' }, op: 'EQUAL', value: { stringValue: address } } },
      },
    }),
  });
  if (!response.ok) throw new Error(`Reading the outbox failed: ${await response.text()}`);
  const answers = (await response.json()) as QueryAnswer[];
  return answers.flatMap(({ document }) => {
    const message = document?.fields.message.mapValue.fields;
    return message ? [{ subject: message.subject.stringValue, text: message.text.stringValue }] : [];
  });
};

/** The first link of the shop's `path` written in a mail's text. */
export const linkIn = (text: string, path: string): string | null =>
  text.match(new RegExp(`https?://[^\\s]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s\\])]*`))?.[0] ?? null;
