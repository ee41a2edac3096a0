import type { ProfileInput, Role, User } from '@shop/contract';
import { API_PATHS, usernameToEmail } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { loadFirebase } from '@/features/auth/api/firebase-auth';

/** PUT /api/users/{id} with the names, the new password when one was typed, and the role unchanged. */
export const updateProfile = (userId: string, { firstname, lastname, password }: ProfileInput, role: Role | null) =>
  apiClient.put<User>(API_PATHS.user(userId), {
    firstname,
    lastname,
    ...(password ? { password } : {}),
    ...(role ? { role } : {}),
  });

/**
 * A new password ends the account's other sessions; signing in again with it keeps this device signed in
 * (the same user, so the shop does not start over).
 */
export const signInAgain = async (username: string, password: string): Promise<void> => {
  const { auth, signInWithEmailAndPassword } = await loadFirebase();
  await signInWithEmailAndPassword(auth, usernameToEmail(username), password);
};
