import { LOGIN_RETURN_PARAM } from '@/config/paths';

/** Where the sign-in page goes back to: a path on this site, or null (another origin or "//host" is ignored). */
export const returnPathOf = (params: URLSearchParams): string | null => {
  const value = params.get(LOGIN_RETURN_PARAM);
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
};
