import type { ApiEnvelope } from '@shop/contract';
import { array, object, string } from 'yup';
import { defineResource, defineViewResource, type AdminViewResource } from '../../lib/resource';

export interface Note {
  _id: string;
  title: string;
  image: string;
  items: { label: string }[];
}

type NoteValues = Omit<Note, '_id'>;

const ItemIcon = () => null;

/** A resource declared as a real one is, over a pretend /api/notes. */
export const notesResource = defineResource<Note, NoteValues>({
  name: 'notes',
  label: 'Notes',
  singular: 'note',
  icon: ItemIcon,
  editPath: 'edit/:id',
  api: {
    list: '/api/notes',
    item: (id) => `/api/notes/${id}`,
    readList: (answer) => {
      const { body, totalNotes } = answer as ApiEnvelope<Note[]> & { totalNotes: { all: number } };
      return { rows: body ?? [], total: totalNotes.all };
    },
  },
  pageSize: 2,
  columns: [
    { header: 'Row', cell: (_, row) => row },
    { header: 'Title', cell: (note) => note.title },
  ],
  emptyText: 'There is no note',
  nameOf: (note) => `note ${note.title}`,
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'image', name: 'image', label: 'Picture' },
    {
      kind: 'group',
      name: 'items',
      label: 'Items',
      itemLabel: 'Item',
      addLabel: 'Add item',
      fields: [{ kind: 'text', name: 'label', label: 'Label' }],
      empty: { label: '' },
    },
  ],
  schema: object({
    title: string().trim().required('You must enter a title').min(3, 'Title must be 3 Characters at least'),
    image: string().default(''),
    items: array(object({ label: string().trim().required('You must enter a label') })),
  }),
  emptyValues: { title: '', image: '', items: [] },
  toValues: ({ title, image, items }) => ({ title, image, items }),
  messages: { created: 'New note created', updated: 'The note updated' },
  afterCreate: { go: 'list', delayMs: 20 },
  afterUpdate: { go: 'stay', clearAfterMs: 50 },
});

/** The same notes as a read-only resource that allows deletes, with the first note emphasised. */
export const readOnlyNotesResource = defineViewResource<Note>({
  name: 'notes',
  label: 'Notes',
  singular: 'note',
  icon: ItemIcon,
  editPath: ':id',
  api: notesResource.api as AdminViewResource<Note>['api'],
  pageSize: 2,
  columns: [{ header: 'Title', cell: (note) => note.title }],
  emptyText: 'There is no note',
  nameOf: (note) => `note ${note.title}`,
  emphasize: (note) => note.title === 'Note 1',
  view: () => null,
  deletable: true,
});
