import { API_PATHS } from '@shop/contract';
import type { Blog, BlogListAnswer, BlogSummary } from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { blogInput } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { createUser } from './support/users';

beforeEach(async () => {
  await clearAll();
});

const putBlog = async (id: string, title: string, updatedAt: Date, slug = id) => {
  await adminDb.doc(`blogs/${id}`).set({
    title,
    slug,
    image: '',
    description: 'A blog post written for the tests.',
    details: ['Skincare', 'Nora Lane'],
    items: [{ titleItem: 'Step', descItem: 'Do it.' }],
    createdAt: Timestamp.fromDate(updatedAt),
    updatedAt: Timestamp.fromDate(updatedAt),
  });
};

describe('GET /api/blogs', () => {
  it('lists the newest update first, 4 a page by default, with totalBlogs beside the body and no items', async () => {
    for (let i = 1; i <= 6; i += 1) await putBlog(`b${i}`, `Post ${i}`, new Date(Date.UTC(2024, 0, i)));
    const res = await call<BlogSummary[]>('GET', API_PATHS.blogs);
    expect(res.status).toBe(200);
    const answer = res.json as BlogListAnswer;
    expect(answer.body?.map((b) => b.title)).toEqual(['Post 6', 'Post 5', 'Post 4', 'Post 3']);
    expect(answer.totalBlogs).toEqual({ all: 6, filtered: 6 });
    expect(answer.body?.[0]).toEqual({
      _id: 'b6',
      title: 'Post 6',
      slug: 'b6',
      image: '',
      description: 'A blog post written for the tests.',
      details: ['Skincare', 'Nora Lane'],
      createdAt: '2024-01-06T00:00:00.000Z',
      updatedAt: '2024-01-06T00:00:00.000Z',
    });
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const second = (await call('GET', `${API_PATHS.blogs}?page=2`)).json as BlogListAnswer;
    expect(second.body?.map((b) => b.title)).toEqual(['Post 2', 'Post 1']);
    const all = (await call('GET', `${API_PATHS.blogs}?page=1&limit=1000`)).json as BlogListAnswer;
    expect(all.body).toHaveLength(6);
  });
});

describe('GET /api/blogs/{id}', () => {
  it('answers one blog, and 404 "Blog not found" for an unknown id', async () => {
    await putBlog('b1', 'Post 1', new Date());
    const blog = (await call<Blog>('GET', API_PATHS.blog('b1'))).json.body;
    expect([blog?.title, blog?.items]).toEqual(['Post 1', [{ titleItem: 'Step', descItem: 'Do it.' }]]);
    const missing = await call('GET', API_PATHS.blog('nope'));
    expect([missing.status, missing.json.message]).toEqual([404, 'Blog not found']);
  });
});

describe('POST /api/blogs', () => {
  it('stores subject and author as details [subject, author], with server-made id and dates', async () => {
    const admin = await createUser('ada', 'admin');
    const res = await call<Blog>('POST', API_PATHS.blogs, {
      token: admin.token,
      body: blogInput({ _id: 'mine', createdAt: '2000-01-01', details: ['Hacked', 'Hacker'], views: 1e6 }),
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('New blog created successfully');
    const blog = res.json.body!;
    expect(blog).toMatchObject({
      title: 'Ten minute morning routine',
      slug: 'morning-routine',
      details: ['Skincare', 'Nora Lane'],
      items: [{ titleItem: 'Cleanse', descItem: 'Use a gentle cleanser.' }],
    });
    expect(blog._id).not.toBe('mine');
    expect(blog.createdAt.startsWith('2000')).toBe(false);
    const stored = (await adminDb.doc(`blogs/${blog._id}`).get()).data()!;
    expect(Object.keys(stored).sort()).toEqual(
      ['createdAt', 'description', 'details', 'image', 'items', 'slug', 'title', 'updatedAt'].sort(),
    );
    expect(stored.details).toEqual(['Skincare', 'Nora Lane']);
  });

  it('takes subject and author from details [subject, author] when a client sends the blog as it reads it', async () => {
    const admin = await createUser('ada', 'admin');
    const { subject: _subject, author: _author, ...rest } = blogInput();
    const res = await call<Blog>('POST', API_PATHS.blogs, {
      token: admin.token,
      body: { ...rest, details: ['Make-up', 'Lee Park'] },
    });
    expect(res.status).toBe(201);
    expect(res.json.body?.details).toEqual(['Make-up', 'Lee Park']);
    const short = await call('POST', API_PATHS.blogs, {
      token: admin.token,
      body: { ...rest, slug: 'another-one', details: ['x'] },
    });
    expect(short.status).toBe(422);
    expect(short.json.errors).toEqual({
      subject: 'field must be 3 Characters at least',
      author: 'You must enter author',
    });
  });

  it('refuses a slug that already exists with 409', async () => {
    const admin = await createUser('ada', 'admin');
    await putBlog('b1', 'Post 1', new Date(), 'morning-routine');
    const res = await call('POST', API_PATHS.blogs, { token: admin.token, body: blogInput() });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('This slug already exists!');
  });

  it('refuses invalid input with the form messages', async () => {
    const admin = await createUser('ada', 'admin');
    const empty = await call('POST', API_PATHS.blogs, { token: admin.token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({
      title: 'You must enter title',
      slug: 'You must enter slug',
      description: 'You must enter description',
      subject: 'You must enter field',
      author: 'You must enter author',
    });
    const bad = await call('POST', API_PATHS.blogs, {
      token: admin.token,
      body: blogInput({ title: 'ab', subject: 'x'.repeat(21), items: [{ titleItem: 'Only a title' }] }),
    });
    expect(bad.json.errors).toEqual({
      title: 'title must be 3 Characters at least',
      subject: 'field must be 20 Characters at most',
      'items[0].descItem': 'You must enter the item description',
    });
    const image = await call('POST', API_PATHS.blogs, {
      token: admin.token,
      body: blogInput({ image: 'http://x/y.png' }),
    });
    expect(image.json.errors).toEqual({ image: 'The image must be one uploaded to the shop' });
  });

  it('answers 401 to a visitor and 403 to a customer', async () => {
    const customer = await createUser('carl');
    expect((await call('POST', API_PATHS.blogs, { body: blogInput() })).status).toBe(401);
    expect((await call('POST', API_PATHS.blogs, { token: customer.token, body: blogInput() })).status).toBe(403);
    expect((await adminDb.collection('blogs').count().get()).data().count).toBe(0);
  });
});

describe('PUT /api/blogs/{id}', () => {
  it('updates a blog, keeping its creation date and moving it to the front of the list', async () => {
    const admin = await createUser('ada', 'admin');
    await putBlog('old', 'Old post', new Date('2024-01-01T00:00:00Z'));
    await putBlog('new', 'New post', new Date('2024-06-01T00:00:00Z'));
    const res = await call<Blog>('PUT', API_PATHS.blog('old'), {
      token: admin.token,
      body: blogInput({ title: 'Old post, revised', slug: 'old', author: 'Ana Ruiz' }),
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('The blog updated successfully');
    expect(res.json.body).toMatchObject({
      _id: 'old',
      title: 'Old post, revised',
      details: ['Skincare', 'Ana Ruiz'],
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    const list = (await call('GET', API_PATHS.blogs)).json as BlogListAnswer;
    expect(list.body?.map((b) => b._id)).toEqual(['old', 'new']);
  });

  it('refuses a slug another blog has (409), an unknown blog (404) and a customer (403)', async () => {
    const admin = await createUser('ada', 'admin');
    const customer = await createUser('carl');
    await putBlog('b1', 'Post 1', new Date(), 'first');
    await putBlog('b2', 'Post 2', new Date(), 'second');
    const taken = await call('PUT', API_PATHS.blog('b1'), { token: admin.token, body: blogInput({ slug: 'second' }) });
    expect([taken.status, taken.json.message]).toEqual([409, 'This slug already exists!']);
    expect((await call('PUT', API_PATHS.blog('nope'), { token: admin.token, body: blogInput() })).status).toBe(404);
    expect((await call('PUT', API_PATHS.blog('b1'), { token: customer.token, body: blogInput() })).status).toBe(403);
    expect((await adminDb.doc('blogs/b1').get()).get('slug')).toBe('first');
  });
});

describe('DELETE /api/blogs/{id}', () => {
  it('lets an admin delete a blog; refuses visitors (401) and customers (403)', async () => {
    const admin = await createUser('ada', 'admin');
    const customer = await createUser('carl');
    await putBlog('b1', 'Post 1', new Date());
    expect((await call('DELETE', API_PATHS.blog('b1'))).status).toBe(401);
    expect((await call('DELETE', API_PATHS.blog('b1'), { token: customer.token })).status).toBe(403);
    const res = await call<Blog>('DELETE', API_PATHS.blog('b1'), { token: admin.token });
    expect([res.status, res.json.message, res.json.body?._id]).toEqual([200, 'The blog deleted successfully', 'b1']);
    expect((await adminDb.doc('blogs/b1').get()).exists).toBe(false);
    expect((await call('DELETE', API_PATHS.blog('b1'), { token: admin.token })).status).toBe(404);
  });
});
