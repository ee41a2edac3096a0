/** The title of a list or edit screen that failed to load. */
export const ERROR_CONNECTION = 'Error Connection';

/** Admin toasts close after 2000 ms. */
export const ADMIN_TOAST_MS = 2000;
