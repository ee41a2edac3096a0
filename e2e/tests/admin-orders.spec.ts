import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/admin';
import { registerFreshUser, signInAs } from '../support/auth';
import { ownProduct, uniqueTitle } from '../support/catalog';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';
import { dollars, ordersAdminApi, placeOrderAs } from '../support/orders';

const ADMIN = { username: 'admin', password: 'Admin12345' } as const;

/** Today as the shop writes a date ("November 25, 2026"), in the browser's own time zone. */
const todayInBrowser = (page: Page) =>
  page.evaluate(() =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date()),
  );

/** The value on the dashboard card with this label. */
const cardValue = async (page: Page, label: string): Promise<number> =>
  dollars(
    (await page.getByTestId('figure-card').filter({ hasText: label }).getByTestId('figure-value').textContent()) ?? '',
  );

// Its tests add and buy products of their own, found by their titles and transaction numbers.
test.describe('orders in the admin area', { lock: LOCK.ownProducts(2) }, () => {
  /** The test's own products leave the catalogue when it ends (the orders keep their copies). */
  const made: { remove: () => Promise<unknown> }[] = [];
  test.afterEach(async () => {
    await Promise.all(made.splice(0).map((product) => product.remove()));
  });
  test('an admin finds an order by its transaction number and ships it; the customer sees "shipped" with the date', async ({
    page,
    browser,
    request,
  }) => {
    const title = uniqueTitle('Ship Serum');
    const product = await ownProduct(request, title, 12.5);
    made.push(product);
    const customer = await registerFreshUser(request);
    const order = await placeOrderAs(request, customer, product.id, 2);

    await signInAs(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Orders' }).getByRole('columnheader')).toHaveText([
      'Transaction Number',
      'Customer',
      'Date and time',
      'Items',
      'Total',
      'Status',
      'Operation',
    ]);
    await page.getByRole('searchbox', { name: 'Transaction number or username' }).fill(order.transactionNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${order.transactionNumber}`));
    const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`${customer.username} (Test Shopper)`);
    await expect(rows.nth(1)).toContainText('$25.00');
    await expect(rows.nth(1).getByTestId('order-status')).toHaveText('placed');
    expect(await seriousViolations(page)).toEqual([]);

    await rows
      .nth(1)
      .getByRole('link', { name: `View order ${order.transactionNumber}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.transactionNumber}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Order lines' })).toContainText(title);
    await expect(page.getByTestId('order-total')).toHaveText('$25.00');
    await expect(page.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('shipped');
    await expect(page.getByRole('list', { name: 'Order history' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Order history' }).getByRole('listitem').nth(1)).toContainText(
      `by ${ADMIN.username}`,
    );
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();

    // The list's status filter finds it among the shipped ones.
    await page.goto(`/admin/orders?status=shipped&q=${customer.username}`);
    await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
    await page.goto(`/admin/orders?status=placed&q=${customer.username}`);
    await expect(page.getByText('There is no order')).toBeVisible();

    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await signInAs(customerPage, customer.username, customer.password);
    await customerPage.goto('/panel/purchases');
    const purchase = customerPage.getByRole('region', { name: `Order ${order.transactionNumber}` });
    await expect(purchase.getByTestId('order-status')).toHaveText('shipped');
    const steps = purchase.getByRole('list', { name: 'Order history' }).getByRole('listitem');
    const today = await todayInBrowser(customerPage);
    await expect(steps).toHaveText([`placed ${today}`, `shipped ${today}`]);
    expect(await seriousViolations(customerPage)).toEqual([]);
    await customerContext.close();
  });

  // The whole catalogue: its dashboard's best sellers rank every product, and beside other tests adding
  // and buying theirs the dashboard once took more than 15 s to answer. The users lock too: the admin
  // users tests delete the customers they made, which lowers the "New customers" card between the
  // figures read before and the page.
  test(
    'the dashboard shows the orders placed in the test: cards, a best seller with exact units, and a cancel taking it out',
    {
      lock: [...LOCK.products, LOCK.users],
    },
    async ({ page, request }) => {
      const api = await ordersAdminApi(request);
      const title = uniqueTitle('Best Balm');
      const product = await ownProduct(request, title, 10.35);
      made.push(product);
      const before = await api.dashboard();
      const [first, second] = await Promise.all([registerFreshUser(request), registerFreshUser(request)]);
      const big = await placeOrderAs(request, first, product.id, 40);
      const small = await placeOrderAs(request, second, product.id, 21);
      const ours = big.totalPriceOrder + small.totalPriceOrder;
      expect(ours).toBe(631.35);

      await signInAs(page, ADMIN.username, ADMIN.password);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText('welcome to Admin Panel')).toBeVisible();
      const sellers = page.getByRole('table', { name: 'Best sellers, last 30 days' });
      await expect(sellers.getByRole('row', { name: title })).toHaveText(`${title}61$631.35`);

      await test.step('the seeded history fills the dashboard: a figure on every card, a bar on most of the 30 days', async () => {
        for (const label of [
          'Revenue today',
          'Orders today',
          'Revenue, last 30 days',
          'Orders, last 30 days',
          'Average order value',
          'New customers, last 30 days',
          'Waiting to ship',
        ]) {
          expect(await cardValue(page, label), label).toBeGreaterThan(0);
        }
        // Other tests only add orders today: the days before it hold the seed's history alone.
        expect(before.last30Days.orders - before.today.orders).toBeGreaterThan(20);
        const ordersPerDay = page
          .getByRole('table', { name: 'Revenue per day, last 30 days (UTC)' })
          .locator('tbody tr td:nth-child(3)');
        await expect(ordersPerDay).toHaveCount(30);
        const pastDays = (await ordersPerDay.allTextContents()).slice(0, -1);
        expect(pastDays.filter((orders) => Number(orders) > 0).length).toBeGreaterThanOrEqual(20);
      });

      const after = await api.dashboard();

      // Other tests may buy at the same time: the cards lie between "before plus ours" and the figures read after.
      const ordersToday = await cardValue(page, 'Orders today');
      expect(ordersToday).toBeGreaterThanOrEqual(before.today.orders + 2);
      expect(ordersToday).toBeLessThanOrEqual(after.today.orders);
      const revenueToday = await cardValue(page, 'Revenue today');
      expect(revenueToday).toBeGreaterThanOrEqual(Math.round((before.today.revenue + ours) * 100) / 100);
      expect(revenueToday).toBeLessThanOrEqual(after.today.revenue);
      expect(await cardValue(page, 'Waiting to ship')).toBeGreaterThanOrEqual(before.waitingToShip + 2);
      expect(await cardValue(page, 'New customers, last 30 days')).toBeGreaterThanOrEqual(
        before.newCustomers30Days + 2,
      );
      await expect(
        page.getByRole('table', { name: 'Revenue per day, last 30 days (UTC)' }).getByRole('row'),
      ).toHaveCount(31);
      await expect(page.getByTestId('revenue-chart')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('figure-card').filter({ hasText: 'Waiting to ship' }).getByRole('link').click();
      await expect(page).toHaveURL(/\/admin\/orders\?status=placed$/);

      await api.move(big._id, 'cancelled');
      await page.goto('/admin');
      await expect(sellers.getByRole('row', { name: title })).toHaveText(`${title}21$217.35`);
    },
  );

  test('the dashboard and an order read well at 360 px in dark mode @mobile', async ({ page, request }) => {
    const product = await ownProduct(request, uniqueTitle('Night Cream'), 12);
    made.push(product);
    const customer = await registerFreshUser(request);
    const order = await placeOrderAs(request, customer, product.id, 1);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await signInAs(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(page.getByTestId('revenue-chart')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    await page.goto(`/admin/orders/${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.transactionNumber}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
