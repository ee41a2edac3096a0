import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';
import { openInApp } from '../support/navigation';
import { failRequests, holdRequests } from '../support/stand-ins';

interface Blog {
  _id: string;
  title: string;
  slug: string;
  description: string;
  details: [string, string];
  items: { titleItem: string; descItem: string }[];
  updatedAt: string;
}

const isBlogList = (url: URL) => url.pathname === '/api/blogs';

const blogsPage = async (request: APIRequestContext, page: number): Promise<Blog[]> => {
  const answer = await request.get(`/api/blogs?page=${page}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { body: Blog[] }).body;
};

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Blogs pages' });

test.describe('blogs list', () => {
  test(
    'the blogs list: its cards and preview, its pages from ?page= and the controls, and a card leading to its post',
    { lock: LOCK.blogs },
    async ({ page, request }) => {
      await test.step('shows 4 blogs a page, each card with its picture, title, slug, author, date and a 120-character preview', async () => {
        const [first] = await blogsPage(request, 1);
        if (!first) throw new Error('The seeded shop has no blogs');
        await page.goto('/blogs');
        await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
        await expect(cards(page)).toHaveCount(4);
        const card = cards(page).first();
        await expect(card.getByRole('heading', { name: first.title })).toBeVisible();
        await expect(card).toContainText(first.slug);
        await expect(card).toContainText(first.details[1]);
        await expect(card.locator('time')).toHaveAttribute('datetime', first.updatedAt);
        await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
        await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/blog-/);
        expect(first.description.length).toBeGreaterThan(120);
        await expect(card).toContainText(`${first.description.slice(0, 120).trimEnd()}…`);
        await expect(card).not.toContainText(first.description.slice(0, 130));
      });

      await test.step('takes the page from ?page=, with first, last and numbered controls', async () => {
        const second = await blogsPage(request, 2);
        await page.goto('/blogs?page=2');
        await expect(cards(page)).toHaveCount(second.length);
        await expect(cards(page).first().getByRole('heading')).toHaveText(second[0]?.title ?? '');
        await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

        await pagination(page).getByRole('link', { name: 'Go to last page' }).click();
        await expect(page).toHaveURL(/\/blogs\?page=3$/);
        const third = await blogsPage(request, 3);
        await expect(cards(page).first().getByRole('heading')).toHaveText(third[0]?.title ?? '');

        await pagination(page).getByRole('link', { name: 'Go to first page' }).click();
        await expect(page).toHaveURL(/\/blogs$/);
        await pagination(page).getByRole('link', { name: 'Go to page 2' }).click();
        await expect(page).toHaveURL(/\/blogs\?page=2$/);
        await page.goBack();
        await expect(page).toHaveURL(/\/blogs$/);
        await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      });

      await test.step('leads from a card to its post', async () => {
        const [first] = await blogsPage(request, 1);
        await page.goto('/blogs');
        await cards(page).first().getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`/blogs/${first?._id}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.title ?? '');
      });
    },
  );

  // The stand-in steps come after the axe check; each removes its stand-in before the next one.
  test('the blogs list: no axe-core violations, placeholders on a slow server, "There is no blog" when empty, and "Try again" on a failing server', async ({
    page,
  }) => {
    await test.step('has no axe-core violations', async () => {
      await page.goto('/blogs');
      await expect(cards(page)).toHaveCount(4);
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('shows placeholders while the blogs load (a slow server)', async () => {
      const release = await holdRequests(page, isBlogList);
      await openInApp(page, '/blogs');
      await expect(page.getByRole('list', { name: 'Loading blogs' })).toBeVisible();
      release();
      await expect(cards(page)).toHaveCount(4);
      await expect(page.getByRole('list', { name: 'Loading blogs' })).toBeHidden();
      await page.unroute(isBlogList);
    });

    await test.step('says "There is no blog" when there is none', async () => {
      // Simulates an empty shop: the server answers an empty list.
      await page.route(isBlogList, (route) =>
        route.fulfill({ json: { success: true, message: 'OK', body: [], totalBlogs: { all: 0, filtered: 0 } } }),
      );
      await openInApp(page, '/blogs');
      await expect(page.getByText('There is no blog')).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(pagination(page)).toBeHidden();
      await page.unroute(isBlogList);
    });

    await test.step('shows the error with "Try again" when the server fails, and recovers', async () => {
      const recover = await failRequests(page, isBlogList);
      await openInApp(page, '/blogs');
      await expect(page.getByRole('alert')).toContainText('Server Error');
      recover();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(cards(page)).toHaveCount(4);
      await expect(page.getByRole('alert')).toBeHidden();
    });
  });
});

test.describe('blog post', () => {
  const readBlog = async (request: APIRequestContext): Promise<Blog> => {
    const answer = await request.get('/api/blogs/layering-serums');
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { body: Blog }).body;
  };
  const isPost = '**/api/blogs/layering-serums';

  // The stand-in steps come last; the first of them removes its stand-in before the second.
  test('a blog post: its content, no axe-core violations, a post that does not exist, and "Try Again" and placeholders with a server stand-in', async ({
    page,
    request,
  }) => {
    await test.step('shows the title, picture, description, author, subject, date and items', async () => {
      const blog = await readBlog(request);
      await page.goto(`/blogs/${blog._id}`);
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(blog.title);
      await expect(article.locator('img')).toHaveAttribute('src', /\/uploads\/blog-layering-serums/);
      await expect(article).toContainText(blog.description);
      const [subject, author] = blog.details;
      const detail = (term: string) =>
        article.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
      await expect(detail('Author')).toHaveText(author);
      await expect(detail('Subject')).toHaveText(subject);
      await expect(article.locator('time')).toHaveAttribute('datetime', blog.updatedAt);
      const items = article.getByRole('list', { name: 'Key points' }).getByRole('listitem');
      await expect(items).toHaveCount(blog.items.length);
      for (const [index, item] of blog.items.entries()) {
        await expect(items.nth(index).getByRole('heading')).toHaveText(item.titleItem);
        await expect(items.nth(index)).toContainText(item.descItem);
      }
      await page.getByRole('link', { name: 'Back to all blogs' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
    });

    await test.step('has no axe-core violations', async () => {
      await page.goto('/blogs/layering-serums');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('says so for a post that does not exist, with a way back to the blogs', async () => {
      await page.goto('/blogs/no-such-post');
      await expect(page.getByRole('alert')).toContainText('Blog not found');
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Back to all blogs' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
    });

    await test.step('shows the error with "Try Again" when the server fails, and recovers', async () => {
      const recover = await failRequests(page, isPost);
      await openInApp(page, '/blogs/layering-serums');
      await expect(page.getByRole('alert')).toContainText('Server Error');
      recover();
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Layer Serums Without Pilling');
      await page.unroute(isPost);
    });

    await test.step('shows placeholders while the post loads (a slow server)', async () => {
      const release = await holdRequests(page, isPost);
      await openInApp(page, '/blogs/layering-serums');
      await expect(page.getByRole('status')).toHaveText('Loading the blog');
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Layer Serums Without Pilling');
    });
  });
});
