import type { Session } from '@/features/auth/stores/session';

/** Whether the signed-in admin is the Main Admin, who manages resources the other admins do not see. */
export const selectIsMainAdmin = (session: Pick<Session, 'role'>): boolean => session.role === 'Main Admin';
