import type { Role } from '@shop/contract';

export interface DemoAccount {
  /** The Auth uid the seed gives the account when it creates it. */
  uid: string;
  username: string;
  password: string;
  role: Role;
  firstname: string;
  lastname: string;
  /** A confirmed address the shop's mail goes to (MailDev's inbox catches it under npm start). */
  email?: string;
}

/** The demo accounts (README, e2e tests and the `npm start` banner list them). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'seed-mainadmin',
    username: 'mainadmin',
    password: 'Main12345',
    role: 'Main Admin',
    firstname: 'Sara',
    lastname: 'Main',
  },
  { uid: 'seed-admin', username: 'admin', password: 'Admin12345', role: 'admin', firstname: 'Adam', lastname: 'Stone' },
  {
    uid: 'seed-jane',
    username: 'jane',
    password: 'Jane12345',
    role: 'user',
    firstname: 'Jane',
    lastname: 'Cooper',
    email: 'jane@example.com',
  },
  {
    uid: 'seed-omid',
    username: 'omid',
    password: 'Omid12345',
    role: 'user',
    firstname: 'Omid',
    lastname: 'Rahimi',
    email: 'omid@example.com',
  },
];

const account = (username: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!found) throw new Error(`Unknown demo account ${username}`);
  return found;
};

export const MAIN_ADMIN = account('mainadmin');
export const ADMIN = account('admin');
export const JANE = account('jane');
export const OMID = account('omid');
