import type { MessageInput } from '@shop/contract';
import { ADMIN, JANE, MAIN_ADMIN, OMID } from '../accounts';

/** A contact message of the demo inbox: what the form sent, who sent it and where it stands. */
export interface SeedMessage extends MessageInput {
  id: string;
  /** The signed-in customer who sent it (a demo account's username); absent for a visitor. */
  from?: string;
  /** How long before the seed's moment it was sent. */
  hoursAgo: number;
  state: 'unread' | 'read' | 'answered';
  /** Who answered it (an admin's username) and how long after it was sent. */
  answer?: { by: string; afterHours: number };
}

/** The demo inbox: two unread messages, one opened, two answered (newest first). */
export const SEED_MESSAGES: readonly SeedMessage[] = [
  {
    id: 'seed-message-dry-skin',
    title: 'Which serum for very dry skin?',
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada.lovelace@example.com',
    phoneNumber: '+1 (416) 555-0100',
    message: 'Hello! My skin gets very dry in winter. Which serum would you suggest, and can I use it with retinol?',
    hoursAgo: 2,
    state: 'unread',
  },
  {
    id: 'seed-message-parcel',
    title: 'My parcel has not arrived yet',
    firstname: JANE.firstname,
    lastname: JANE.lastname,
    email: 'jane.cooper@example.com',
    phoneNumber: '+1 (604) 555-0123',
    message: 'I ordered a gift set last week and the parcel has not arrived yet. Could you check where it is?',
    from: JANE.username,
    hoursAgo: 26,
    state: 'unread',
  },
  {
    id: 'seed-message-ireland',
    title: 'Do you ship to Ireland?',
    firstname: 'Liam',
    lastname: "O'Brien",
    email: 'liam.obrien@example.com',
    phoneNumber: '+353 1 555 0199',
    message: 'I would love to order your lip balms. Do you ship to Dublin, and how long does it take?',
    hoursAgo: 3 * 24 + 5,
    state: 'read',
  },
  {
    id: 'seed-message-vegan',
    title: 'Is the Velvet Rose Lipstick vegan?',
    firstname: 'Mina',
    lastname: 'Karimi',
    email: 'mina.karimi@example.com',
    phoneNumber: '+1 (514) 555-0147',
    message: 'Is the Velvet Rose Lipstick vegan, and is its packaging recyclable?',
    hoursAgo: 5 * 24 + 3,
    state: 'answered',
    answer: { by: ADMIN.username, afterHours: 4 },
  },
  {
    id: 'seed-message-return',
    title: 'Returning a gift set',
    firstname: OMID.firstname,
    lastname: OMID.lastname,
    email: 'omid.rahimi@example.com',
    phoneNumber: '+1 (647) 555-0175',
    message: 'The gift set I bought is a duplicate present. Can I return it unopened for a refund?',
    from: OMID.username,
    hoursAgo: 9 * 24,
    state: 'answered',
    answer: { by: MAIN_ADMIN.username, afterHours: 20 },
  },
];
