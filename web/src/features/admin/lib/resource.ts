import type { ApiEnvelope } from '@shop/contract';
import type { ComponentType, ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { ApiResult } from '@/lib/api-client';
import type { LoaderResult } from '@/lib/route-data';

/** One column of a resource's list table. */
export interface AdminColumn<Row> {
  header: string;
  /** What the cell shows; `index` counts rows across pages from 1 (for a Row column). */
  cell: (row: Row, index: number) => ReactNode;
  /** Hidden below the sm breakpoint, to keep the table readable at 360 px. */
  wideOnly?: boolean;
}

export interface AdminSelectOption {
  value: string;
  label: string;
}

interface FieldBase {
  /** The form value's name (the API field), e.g. "title". */
  name: string;
  label: string;
  /** Only on the create or only on the edit screen (e.g. a user's password). */
  only?: 'create' | 'edit';
  /** Shown but not editable on the edit screen (e.g. a user's username). */
  readOnlyOnEdit?: boolean;
  /**
   * When the value follows from other fields (e.g. a product's price from its shades), the line that
   * says so: the field is then shown read-only with that line under it. `valueOf` reads the form's values.
   */
  setBy?: (valueOf: FormValueOf) => string | undefined;
  /** Left out of the form while this holds (e.g. a product's own Add units once its shades hold the stock). */
  hiddenWhen?: (valueOf: FormValueOf) => boolean;
}

/** Reads a value of the form being drawn, by its path (e.g. "variants"). */
export type FormValueOf = (name: string) => unknown;

/** What a resource's own field component gets from the form that draws it. */
export interface CustomFieldProps {
  name: string;
  label: string;
  mode: 'create' | 'edit';
  onUploadError: (message: string) => void;
}

/** The kinds of field the shared form draws. */
export type AdminField =
  | (FieldBase & { kind: 'text' | 'password' })
  | (FieldBase & { kind: 'longText'; rows?: number })
  | (FieldBase & {
      kind: 'number';
      prefix?: string;
      /** A line under the field, e.g. what leaving it empty means. */
      hint?: string;
    })
  | (FieldBase & {
      kind: 'select';
      placeholder: string;
      /** Fixed choices, or a hook that reads them (e.g. the shop's categories). */
      useOptions: () => AdminSelectOption[];
    })
  | (FieldBase & {
      kind: 'multiSelect';
      /** Fixed choices, drawn as checkboxes; the value is the list of the ticked choices' values. */
      options: readonly AdminSelectOption[];
    })
  | (FieldBase & {
      kind: 'stringList';
      /** The label of one entry ("Key ingredient") and of the add button ("Add key ingredient"). */
      itemLabel: string;
      addLabel: string;
    })
  | (FieldBase & { kind: 'image' })
  /** A field the shared kinds cannot draw (e.g. a product's shades and sizes), bound to the form itself. */
  | (FieldBase & { kind: 'custom'; component: ComponentType<CustomFieldProps> })
  | (FieldBase & {
      kind: 'group';
      /** The label of one entry ("Item") and of the add button ("Add item"). */
      itemLabel: string;
      addLabel: string;
      /** The fields of one entry, named within it (e.g. "titleItem"). */
      fields: AdminField[];
      /** A new, empty entry. */
      empty: Record<string, unknown>;
    });

/** What a create or edit screen does after the server saved. */
export type AfterSave =
  | { go: 'list'; delayMs: number }
  | { go: 'edit'; delayMs: number }
  /** Stay on the form; the success message clears after `clearAfterMs`. */
  | { go: 'stay'; clearAfterMs: number };

/** A list's filters as URL query values (empty ones are left out). */
export type ListFilterValues = Record<string, string>;

/** A list answer in one shape, whatever the resource's envelope calls its counter. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/** A filter of a list, kept in the URL's query (changing it goes back to page 1). */
export type AdminListFilter =
  /** A choice, e.g. ?status=shipped; `allLabel` is the entry that clears it. */
  | { kind: 'select'; name: string; label: string; allLabel: string; options: AdminSelectOption[] }
  /** A search box, e.g. ?q=jane. */
  | { kind: 'search'; name: string; label: string }
  /** A choice drawn as a row of toggle chips, for a few short options (e.g. a mail's state). */
  | { kind: 'chips'; name: string; label: string; allLabel: string; options: AdminSelectOption[] };

/** What every resource declares: its menu entry, routes and list. */
export interface AdminResourceBase<Row extends { _id: string } = { _id: string }> {
  /** The URL segment under /admin, e.g. "categories". */
  name: string;
  /** The menu entry and the list's heading, e.g. "Categories". */
  label: string;
  /** One record in words, for headings and buttons, e.g. "category". */
  singular: string;
  icon: ComponentType;
  /** Who sees it: every admin (default) or the Main Admin only. */
  access?: 'admin' | 'mainAdmin';
  /** The edit (or view) screen's path under the resource: "edit/:id" or ":id". */
  editPath: 'edit/:id' | ':id';
  api: {
    list: string;
    item: (id: string) => string;
    /** Reads a list answer, e.g. the body and totalCategories.all. */
    readList: (answer: ApiEnvelope<unknown>) => ListPage<Row>;
    /** What the list asks the API for its filters (e.g. a sort that comes with a search); the filters as they are by default. */
    listQuery?: (filters: ListFilterValues) => ListFilterValues;
  };
  pageSize: number;
  columns: AdminColumn<Row>[];
  /** The empty list's text, e.g. "There is no Category". */
  emptyText: string;
  /** The name the delete confirm uses ("Are you sure for deleting the <name>?"), or the view link. */
  nameOf: (row: Row) => string;
  /** Filters above the list, sent to the API as query parameters of the same names. */
  filters?: AdminListFilter[];
  /** Rows drawn in bold (e.g. unread messages); a column should say the same in words. */
  emphasize?: (row: Row) => boolean;
}

/** The record in the URL (GET `api.item(id)`), as its screen's route loader answers it. */
export type RecordAnswer<Row> = LoaderResult<ApiResult<Row>>;

/**
 * A record the admin looks at and acts on but does not create or edit as a form (e.g. an order, a
 * contact message): the list's rows link to `view`, a screen of its own at the resource's edit path.
 * `Detail` is the record as `api.item` answers it, when it holds more than a row (e.g. a mail's text).
 */
export interface AdminViewResource<Row extends { _id: string } = { _id: string }, Detail extends Row = Row>
  extends AdminResourceBase<Row> {
  view: ComponentType<{ record: RecordAnswer<Detail>; resource: AdminViewResource }>;
  /** Records may be deleted (e.g. a message): a delete beside each row's view link, with its confirm. */
  deletable?: boolean;
  /**
   * An action of the row's own beside its view link (e.g. a failed mail's "Send again"); `onDone` with
   * the record as the server answered it reloads the list.
   */
  rowAction?: ComponentType<{ row: Row; onDone: (row: Row) => void }>;
}

/**
 * An entity of the admin area, declared once; the shared layer draws its menu entry, list (table,
 * pagination in the URL, empty text, loading and error), delete (confirm and toast), and its create and
 * edit screens (fields on the contract's yup schema, server field errors, success message and redirect).
 *
 * To add a resource: make a folder beside products/ and categories/ with an index.ts exporting an
 * `AdminResource` (its columns, fields, schema and texts), then add it to `adminResources` in
 * resources.ts: the menu entry and the routes /admin/<name>, /admin/<name>/new and the edit route
 * follow. A read-only resource declares an `AdminViewResource` instead (a view screen, no forms).
 * Where a resource needs something the layer cannot declare, extend this type (additively)
 * and the shared component that reads it, never a copy of the component.
 */
export interface AdminResource<Row extends { _id: string } = { _id: string }, Values extends object = object>
  extends AdminResourceBase<Row> {
  view?: undefined;
  /** Rows that may be neither edited nor deleted (e.g. the Main Admin). */
  isLocked?: (row: Row) => boolean;
  /** After a delete: stay (moving back a page when the last row went) or reload at page 1. */
  afterDelete?: 'stay' | 'firstPage';
  fields: AdminField[];
  /** The contract's schema of the create form, and of the edit form when it differs. */
  schema: AnyObjectSchema;
  editSchema?: AnyObjectSchema;
  /** The create form's values, and an edit form's values from the record. */
  emptyValues: Values;
  toValues: (row: Row) => Values;
  /**
   * What is sent (when the form's values are not the API's body as they are); `loaded` is the values the
   * form started from (e.g. to leave out a field the admin did not change).
   */
  toPayload?: (values: Values, mode: 'create' | 'edit', loaded: Values) => unknown;
  /** The save's error banner from the failed answer (default: the server's message). */
  failureMessage?: (answer: { status: number; message: string }, mode: 'create' | 'edit') => string;
  /**
   * Drawn above the edit form: the record as the server last answered it (when it opened, then after
   * each save), e.g. a product's shades with their prices and stock.
   */
  summary?: ComponentType<{ record: Row }>;
  /** Runs with the saved record (e.g. to update the signed-in admin's own name in the header). */
  onSaved?: (saved: Row, mode: 'create' | 'edit') => void;
  messages: { created: string; updated: string };
  afterCreate: AfterSave;
  afterUpdate: AfterSave;
  /** Runs after a successful write or delete, to refresh other views of the data (e.g. the shop's categories). */
  onChanged?: () => void | Promise<void>;
}

/** Any resource of the menu: one with forms, or one with a view screen. */
export type AnyAdminResource = AdminResource | AdminViewResource;

/** Keeps a resource's own Row and Values types while it goes into the shared list. */
export const defineResource = <Row extends { _id: string }, Values extends object>(
  resource: AdminResource<Row, Values>,
): AdminResource => resource as unknown as AdminResource;

/** The same for a read-only resource. */
export const defineViewResource = <Row extends { _id: string }, Detail extends Row = Row>(
  resource: AdminViewResource<Row, Detail>,
): AdminViewResource => resource as unknown as AdminViewResource;
