import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_PAGE_SIZE } from '../../contract/src/constants';
import { acceptNextConfirm, adminApi, MAIN_ADMIN, seriousViolations, uniqueSuffix } from '../support/admin';
import { FRESH_USERNAME, signInAs } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';

const table = (page: Page) => page.getByRole('table', { name: 'Users' });
const rows = (page: Page) => table(page).locator('tbody tr');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });

interface UserAnswer {
  _id: string;
  username: string;
  role: string;
}

const PASSWORD = 'Secret123';

/** A user of the test's own, made through the API as the Main Admin. */
const createUser = async (request: APIRequestContext, role: 'admin' | 'user' = 'user') => {
  const api = await adminApi(request);
  const username = `t${uniqueSuffix()}`;
  const { _id: id } = await api.create('/api/users', {
    firstname: 'Tess',
    lastname: 'Tester',
    username,
    password: PASSWORD,
    role,
  });
  return { id, username, remove: () => api.remove(`/api/users/${id}`) };
};

const allUsers = async (request: APIRequestContext): Promise<UserAnswer[]> => {
  const answer = await (await adminApi(request)).get('/api/users?limit=1000');
  return ((await answer.json()) as { body: { users: UserAnswer[] } }).body.users;
};

/** The users list page that shows the Main Admin (newest first: other specs' users push it back). */
const mainAdminListUrl = async (request: APIRequestContext): Promise<string> => {
  const at = (await allUsers(request)).findIndex((user) => user.username === MAIN_ADMIN.username);
  const listPage = Math.floor(at / ADMIN_PAGE_SIZE) + 1;
  return listPage > 1 ? `/admin/users?page=${listPage}` : '/admin/users';
};

const rowOf = (page: Page, username: string) =>
  rows(page).filter({ has: page.getByRole('cell', { name: username, exact: true }) });

/**
 * Opens the list page that shows the Main Admin. Tests in other workers register customers meanwhile and
 * may push it to the next page between the question and the answer: then it asks again.
 */
const openMainAdminPage = async (page: Page, request: APIRequestContext) => {
  await expect(async () => {
    await page.goto(await mainAdminListUrl(request));
    await expect(rowOf(page, MAIN_ADMIN.username)).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
};

/** The usernames in the list's rows, top to bottom. */
const listedUsernames = (page: Page) =>
  rows(page).evaluateAll((found) => found.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent ?? ''));

test.describe('admin users, as the Main Admin', { lock: LOCK.users }, () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, MAIN_ADMIN.username, MAIN_ADMIN.password);
  });

  test('the list and new users: columns and locked Main Admin rows, validation messages and a create, a taken username', async ({
    page,
    request,
  }) => {
    await test.step('lists users 5 a page with Username, Name & Family, role and Operation; Main Admin rows are locked', async () => {
      // Two users of our own make sure there are more than 5, so the list pages.
      const own = [await createUser(request), await createUser(request)];
      try {
        await page.goto('/admin/blogs');
        await menu(page).getByRole('link', { name: 'Users' }).click();
        await expect(page).toHaveURL(/\/admin\/users$/);
        await expect(table(page).getByRole('columnheader')).toHaveText([
          'Username',
          'Name & Family',
          'role',
          'Operation',
        ]);
        await expect(rows(page)).toHaveCount(5);
        expect(await seriousViolations(page)).toEqual([]);

        await openMainAdminPage(page, request);
        const row = rowOf(page, MAIN_ADMIN.username);
        await expect(row.getByRole('cell', { name: 'Main Admin', exact: true })).toBeVisible();
        await expect(row.getByRole('button', { name: 'Delete user mainadmin' })).toBeDisabled();
        await expect(row.getByRole('button', { name: 'Edit user mainadmin' })).toBeDisabled();
        await expect(page.getByRole('navigation', { name: 'Users pages' })).toBeVisible();
      } finally {
        for (const user of own) await user.remove();
      }
    });

    await test.step('creates a user after the validation messages, then goes back to the list', async () => {
      const username = `n${uniqueSuffix()}`;
      const before = new Set((await allUsers(request)).map((user) => user.username));
      // From the list, as an admin opens the form.
      await page.getByRole('link', { name: 'Add user' }).click();
      await expect(page).toHaveURL(/\/admin\/users\/new$/);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('You must enter firstname')).toBeVisible();
      await expect(page.getByText('You must enter lastname')).toBeVisible();
      await expect(page.getByText('You must enter username')).toBeVisible();
      await expect(page.getByText('You must enter a password')).toBeVisible();
      await expect(page.getByText('Select the role')).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Firstname').fill('Al');
      await page.getByLabel('Lastname').fill('Longer than ten');
      await page.getByLabel('Username').fill('a'.repeat(11));
      await page.getByLabel('Password', { exact: true }).fill('12345');
      await page.getByLabel('Firstname').focus();
      await expect(page.getByText('firstname must be 3 Characters at least')).toBeVisible();
      await expect(page.getByText('lastname must be 10 Characters at most')).toBeVisible();
      await expect(page.getByText('username must be 10 Characters at most')).toBeVisible();
      await expect(page.getByText('password must be 6 Characters at least')).toBeVisible();

      await page.getByLabel('Firstname').fill('Nora');
      await page.getByLabel('Lastname').fill('Newcomer');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Role').selectOption('admin');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('New User Created successfully')).toBeVisible();
      // The list follows after 4 s, with the newest user first.
      await expect(page).toHaveURL(/\/admin\/users\/new$/);
      await expect(page).toHaveURL(/\/admin\/users$/, { timeout: 8000 });
      const row = rowOf(page, username);
      await expect(row).toContainText('Nora Newcomer');
      await expect(row.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
      // Newest first: above it only users registered since (by tests running beside this one).
      const listed = await listedUsernames(page);
      expect(listed.slice(0, listed.indexOf(username)).filter((name) => before.has(name))).toEqual([]);

      const created = (await allUsers(request)).find((user) => user.username === username);
      expect(created?.role).toBe('admin');
      await (await adminApi(request)).remove(`/api/users/${created?._id}`);
    });

    await test.step('a username already taken is refused with its message', async () => {
      // A new form, opened from the list the previous step came back to.
      await page.getByRole('link', { name: 'Add user' }).click();
      await expect(page).toHaveURL(/\/admin\/users\/new$/);
      await page.getByLabel('Firstname').fill('Jane');
      await page.getByLabel('Lastname').fill('Again');
      await page.getByLabel('Username').fill('jane');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Role').selectOption('user');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'This Username has already exists!' })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/users\/new$/);
    });
  });

  test('editing and deleting users: the username stays, no password field; a delete on page 2 goes back to page 1', async ({
    page,
    request,
  }) => {
    await test.step('edits a user: the username cannot change and there is no password field', async () => {
      const user = await createUser(request);
      try {
        await page.goto('/admin/users');
        await page.getByRole('link', { name: `Edit user ${user.username}` }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/users/edit/${user.id}$`));
        await expect(page.getByLabel('Username')).toHaveValue(user.username);
        await expect(page.getByLabel('Username')).toBeDisabled();
        await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
        await expect(page.getByLabel('Role')).toHaveValue('user');
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByLabel('Firstname').fill('Tessa');
        await page.getByLabel('Role').selectOption('admin');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('The user updated successfully')).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/users$/, { timeout: 8000 });
        const row = rows(page).filter({ hasText: user.username });
        await expect(row).toContainText('Tessa Tester');
        await expect(row.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
      } finally {
        await user.remove();
      }
    });

    await test.step('deleting a user on page 2 asks, toasts and reloads the list at page 1', async () => {
      const target = await createUser(request);
      // Five newer users push the target to page 2 (the list shows the newest first).
      const newer = [];
      for (let index = 0; index < 5; index += 1) newer.push(await createUser(request));
      try {
        // The list's second page through its pages, read again now that the six users exist.
        await page.getByRole('navigation', { name: 'Users pages' }).getByRole('link', { name: 'Go to page 2' }).click();
        await expect(page).toHaveURL(/\/admin\/users\?page=2$/);
        // On page 2, below only newer users: customers another test registered meanwhile push ours along.
        await expect(rowOf(page, target.username)).toBeVisible();
        const listed = await listedUsernames(page);
        const newerNames = new Set(newer.map((user) => user.username));
        const above = listed.slice(0, listed.indexOf(target.username));
        expect(above.filter((name) => !FRESH_USERNAME.test(name) && !newerNames.has(name))).toEqual([]);
        const confirmText = acceptNextConfirm(page);
        await page.getByRole('button', { name: `Delete user ${target.username}` }).click();
        expect(await confirmText).toBe(`Are you sure for deleting the user ${target.username}?`);
        await expect(page.getByText('The user deleted successfully')).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/users$/);
        await expect(rowOf(page, newer[4]?.username ?? '')).toBeVisible();
        expect((await allUsers(request)).some((user) => user.username === target.username)).toBe(false);
      } finally {
        for (const user of [target, ...newer]) await user.remove();
      }
    });
  });
});

test.describe('admin users, as others', { lock: LOCK.users }, () => {
  test('a plain admin sees no Users entry and is turned away from its routes', async ({ page }) => {
    await signInAs(page, 'admin', 'Admin12345');
    await page.goto('/admin/blogs');
    await expect(menu(page).getByRole('link', { name: 'Blogs' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Users' })).toHaveCount(0);
    for (const path of ['/admin/users', '/admin/users/new', '/admin/users/edit/seed-jane']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0);
      await expect(page.getByRole('form')).toHaveCount(0);
    }
  });

  /** Signs a fresh admin in on the categories list, lets the Main Admin act on them, then asks for the next screen. */
  const nextRequestAfter = async (page: Page, request: APIRequestContext, act: 'demote' | 'delete') => {
    const admin = await createUser(request, 'admin');
    try {
      await signInAs(page, admin.username, PASSWORD);
      await page.goto('/admin/categories');
      await expect(page.getByRole('table', { name: 'Categories' })).toBeVisible();

      const api = await adminApi(request);
      if (act === 'demote') {
        await api.update(`/api/users/${admin.id}`, { firstname: 'Tess', lastname: 'Tester', role: 'user' });
      } else await admin.remove();

      await menu(page).getByRole('link', { name: 'Products' }).click();
      await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('Error Connection')).toHaveCount(0);
      await page.goto('/admin/categories');
      await expect(page).toHaveURL(/\/$/);
    } finally {
      await admin.remove();
    }
  };

  test('an admin whose role is taken away is signed out with a message at their next request', async ({
    page,
    request,
  }) => {
    await nextRequestAfter(page, request, 'demote');
  });

  test('a deleted admin is signed out with a message at their next request', async ({ page, request }) => {
    await nextRequestAfter(page, request, 'delete');
  });
});

test.describe('admin users and blogs on a phone @mobile', () => {
  test('the lists keep their Operation column in reach at 360 px', async ({ page, request }) => {
    await signInAs(page, MAIN_ADMIN.username, MAIN_ADMIN.password);
    await openMainAdminPage(page, request);
    await expect(table(page).getByRole('columnheader', { name: 'Operation' })).toBeInViewport({ ratio: 1 });
    await expect(table(page).getByRole('columnheader', { name: 'Name & Family' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete user mainadmin' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    await page.getByRole('link', { name: 'Blogs' }).click();
    const blogs = page.getByRole('table', { name: 'Blogs' });
    await expect(blogs.getByRole('columnheader', { name: 'Operation' })).toBeInViewport({ ratio: 1 });
    const hasHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(hasHorizontalScroll).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
