import type { RegisterFormInput, User } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';

/** POST /auth/register: a sign-up always asks for the "user" role; an address only when one was typed. */
export const registerAccount = ({
  username,
  password,
  firstname,
  lastname,
  email,
}: Pick<RegisterFormInput, 'username' | 'password' | 'firstname' | 'lastname' | 'email'>): Promise<ApiResult<User>> =>
  apiClient.post<User>(API_PATHS.register, {
    username,
    password,
    firstname,
    lastname,
    role: 'user',
    ...(email?.trim() ? { email } : {}),
  });
