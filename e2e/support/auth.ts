import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { usernameToEmail } from '../../contract/src/identity';

/** The web app's Firebase config in the emulator build (web/.env.emulator). */
const API_KEY = 'demo-key';
const APP_NAME = '[DEFAULT]';
export const AUTH_USER_STORAGE_KEY = `firebase:authUser:${API_KEY}:${APP_NAME}`;
/** Set beside the user so a later navigation (or a sign-out) is not signed in again by the init script. */
const SEEDED_MARKER_KEY = 'e2e:auth-user-seeded';

export interface Credentials {
  username: string;
  password: string;
}

interface SignInAnswer {
  localId: string;
  email: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

const authEmulatorOrigin = (): string => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the tests through scripts/with-emulators.mjs');
  return `http://${host}`;
};

/** Signs in with the Auth emulator's REST API, as the Firebase SDK would from the login page. */
const signInWithPassword = async ({ username, password }: Credentials): Promise<SignInAnswer> => {
  const url = `${authEmulatorOrigin()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: usernameToEmail(username), password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator sign-in of ${username} failed: ${await response.text()}`);
  return (await response.json()) as SignInAnswer;
};

/** A Firebase ID token of the user, for calling the API as them (Authorization: Bearer). */
export const idTokenFor = async (username: string, password: string): Promise<string> =>
  (await signInWithPassword({ username, password })).idToken;

/** The user as the Firebase JS SDK (v12) persists it in localStorage. */
const persistedUser = (answer: SignInAnswer) => {
  const now = Date.now();
  return {
    uid: answer.localId,
    email: answer.email,
    emailVerified: false,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: answer.email,
        displayName: null,
        email: answer.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: answer.refreshToken,
      accessToken: answer.idToken,
      expirationTime: now + Number(answer.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: APP_NAME,
  };
};

/**
 * Signs a user in without the login page: the Auth emulator signs them in from Node, and the signed-in
 * user is put where the Firebase SDK keeps it (localStorage) before the app's first load. Pass the
 * browser context to sign in every tab it opens. Then navigate: the app starts signed in.
 */
export const signInAs = async (target: Page | BrowserContext, username: string, password: string): Promise<void> => {
  const user = persistedUser(await signInWithPassword({ username, password }));
  await target.addInitScript(
    ({ key, marker, value, token }) => {
      if (localStorage.getItem(marker)) return;
      localStorage.setItem(key, value);
      // The shop's own record of the session (`token` in local storage with Remember me).
      localStorage.setItem('token', token);
      localStorage.setItem(marker, 'true');
    },
    {
      key: AUTH_USER_STORAGE_KEY,
      marker: SEEDED_MARKER_KEY,
      value: JSON.stringify(user),
      token: user.stsTokenManager.accessToken,
    },
  );
};

/** The header shows "Sign Out" once the app has started signed in (in the menu on small screens). */
export const expectSignedIn = async (page: Page): Promise<void> => {
  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  const openMenu = banner.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  // Exact: the profile page also has "Sign out of all devices".
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  if (await banner.getByRole('button', { name: 'Close menu' }).isVisible()) {
    await banner.getByRole('button', { name: 'Close menu' }).click();
  }
};

const randomDigits = (count: number): string =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/**
 * A new Google account's e-mail in the Auth emulator's popup; the shop makes the customer's username
 * from its local part ("glow.<milliseconds>").
 */
export const freshGoogleEmail = () => `glow.${Date.now()}@example.com`;

/**
 * The usernames of the customers other specs create (registerFreshUser's, and a Google sign-in's from
 * freshGoogleEmail): they appear in shared lists at any time.
 */
export const FRESH_USERNAME = /^(u\d{6}|glow\.\d+)$/;

/**
 * A brand new customer, registered through POST /auth/register, for tests that change data (cart,
 * orders, profile). Usernames are 'u' plus 6 random digits (the API takes 3 to 10 characters).
 */
export const registerFreshUser = async (request: APIRequestContext): Promise<Credentials> => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const credentials = { username: `u${randomDigits(6)}`, password: `Pw${randomDigits(6)}` };
    const response = await request.post('/auth/register', {
      data: { ...credentials, firstname: 'Test', lastname: 'Shopper', role: 'user' },
    });
    if (response.status() === 201) return credentials;
    if (response.status() !== 409) {
      throw new Error(`Registering ${credentials.username} failed: ${response.status()} ${await response.text()}`);
    }
  }
  throw new Error('Could not find a free username after 5 tries');
};

/** Where the Firebase Auth SDK keeps the signed-in user in this page: local storage (Remember me) or the tab's session storage. */
export const storedAuthUser = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:')),
    session: Object.keys(sessionStorage).some((key) => key.startsWith('firebase:authUser:')),
  }));

/**
 * A second device of a signed-in customer: a browser context of its own (its own storage, the desktop
 * window, the welcome dialog closed), signed in as them, and a page in it. Close `context` when done.
 */
export const secondDevice = async (
  browser: Browser,
  testInfo: TestInfo,
  { username, password }: { username: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(() => sessionStorage.setItem('welcome-dismissed', 'true'));
  await signInAs(context, username, password);
  return { context, page: await context.newPage() };
};
