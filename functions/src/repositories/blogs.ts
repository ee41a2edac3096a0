import { COLLECTIONS, type Blog, type BlogInput, type BlogItem } from '@shop/contract';
import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { conflict, notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { iso, list, str } from './convert';
import { readPage } from './pages';

export const BLOG_NOT_FOUND = 'Blog not found';
export const SLUG_TAKEN = 'This slug already exists!';

/** What blogs/{id} holds. */
export interface BlogDocument {
  title: string;
  slug: string;
  image: string;
  description: string;
  /** [subject, author] */
  details: [string, string];
  items: BlogItem[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

const detailsOf = (value: unknown): [string, string] => {
  const [subject, author] = Array.isArray(value) ? value : [];
  return [typeof subject === 'string' ? subject : '', typeof author === 'string' ? author : ''];
};

const toBlog = (id: string, data: DocumentData): Blog => ({
  _id: id,
  title: str(data, 'title'),
  slug: str(data, 'slug'),
  image: str(data, 'image'),
  description: str(data, 'description'),
  details: detailsOf(data.details),
  items: list(data, 'items').map((item) => ({ titleItem: str(item, 'titleItem'), descItem: str(item, 'descItem') })),
  createdAt: iso(data, 'createdAt'),
  updatedAt: iso(data, 'updatedAt'),
});

export const blogConverter: FirestoreDataConverter<Blog> = {
  toFirestore: () => {
    throw new Error('Write blogs with toBlogDocument');
  },
  fromFirestore: (snap: QueryDocumentSnapshot): Blog => toBlog(snap.id, snap.data()),
};

const blogsRaw = () => db.collection(COLLECTIONS.blogs);
export const blogsCollection = () => blogsRaw().withConverter(blogConverter);

/** The stored blog for the API's input: subject and author become details [subject, author]. */
export const toBlogDocument = (input: BlogInput, now: Date | Timestamp = Timestamp.now()): BlogDocument => {
  const at = now instanceof Timestamp ? now : Timestamp.fromDate(now);
  return {
    title: input.title,
    slug: input.slug,
    image: input.image,
    description: input.description,
    details: [input.subject, input.author],
    items: input.items.map(({ titleItem, descItem }) => ({ titleItem, descItem })),
    createdAt: at,
    updatedAt: at,
  };
};

/** A page of blogs, newest update first. */
export const listBlogs = async ({ offset, limit }: Paging, total?: Promise<number>): Promise<Blog[]> =>
  readPage({
    collection: 'blogs',
    key: 'updatedAt-desc',
    query: blogsCollection().orderBy('updatedAt', 'desc').orderBy(FieldPath.documentId(), 'desc'),
    sortField: 'updatedAt',
    offset,
    limit,
    total,
  });

export const countBlogs = async (): Promise<number> => (await blogsRaw().count().get()).data().count;

export const findBlog = async (id: string): Promise<Blog | null> =>
  (await blogsCollection().doc(id).get()).data() ?? null;

const slugQuery = (slug: string) => blogsRaw().where('slug', '==', slug).select().limit(2);

export const createBlog = async (input: BlogInput): Promise<Blog> => {
  const ref = blogsRaw().doc();
  const blog = await db.runTransaction(async (tx) => {
    if (!(await tx.get(slugQuery(input.slug))).empty) throw conflict(SLUG_TAKEN);
    const doc = toBlogDocument(input);
    tx.create(ref, doc);
    return toBlog(ref.id, doc);
  });
  return blog;
};

export const updateBlog = async (id: string, input: BlogInput): Promise<Blog> => {
  const ref = blogsRaw().doc(id);
  const blog = await db.runTransaction(async (tx) => {
    const [current, sameSlug] = await Promise.all([tx.get(ref), tx.get(slugQuery(input.slug))]);
    if (!current.exists) throw notFound(BLOG_NOT_FOUND);
    if (sameSlug.docs.some((d) => d.id !== id)) throw conflict(SLUG_TAKEN);
    const { createdAt: _createdAt, ...changes } = toBlogDocument(input);
    tx.update(ref, { ...changes });
    return toBlog(id, { ...current.data(), ...changes });
  });
  return blog;
};

export const deleteBlog = async (id: string): Promise<Blog> => {
  const ref = blogsRaw().doc(id);
  const blog = await db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data) throw notFound(BLOG_NOT_FOUND);
    tx.delete(ref);
    return toBlog(id, data);
  });
  return blog;
};
