import { badRequest } from './errors';
import { docId } from './ids';

/** One optional text parameter of a query string (repeated parameters are refused), bounded in length. */
export const queryText = (query: Record<string, unknown>, name: string, maxLength = 100): string | undefined => {
  const raw = query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw badRequest(`${name} must be given once`);
  const value = raw.trim();
  if (value.length > maxLength) throw badRequest(`${name} must be ${maxLength} characters at most`);
  return value || undefined;
};

/** One of `allowed` (or an alias of one), the first allowed value when absent. */
export const queryChoice = <T extends string>(
  query: Record<string, unknown>,
  name: string,
  allowed: readonly T[],
  aliases: Record<string, T> = {},
): T => {
  const value = queryText(query, name, 40);
  if (value === undefined) return allowed[0] as T;
  const choice = (allowed as readonly string[]).includes(value)
    ? (value as T)
    : Object.hasOwn(aliases, value)
      ? aliases[value]
      : undefined;
  if (!choice) throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  return choice;
};

/**
 * A comma-separated list of choices (`?skin=dry,sensitive`), each once, in `allowed`'s order; [] when
 * absent or empty. An unknown choice is refused.
 */
export const queryChoices = <T extends string>(
  query: Record<string, unknown>,
  name: string,
  allowed: readonly T[],
): T[] => {
  const value = queryText(query, name, 400);
  if (value === undefined) return [];
  const chosen = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = chosen.find((part) => !(allowed as readonly string[]).includes(part));
  if (unknown !== undefined) throw badRequest(`${name} must be among ${allowed.join(', ')}`);
  return allowed.filter((id) => chosen.includes(id));
};

/**
 * A comma-separated list of document ids (`?ids=a,b`), each once, in the order given, at most `max`;
 * undefined when the parameter is absent, [] when it is blank. A malformed id is refused.
 */
export const queryIds = (query: Record<string, unknown>, name: string, max: number): string[] | undefined => {
  if (query[name] === undefined) return undefined;
  const value = queryText(query, name, max * 129);
  const ids = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > max) throw badRequest(`${name} must name ${max} at most`);
  return ids.map((id) => docId(id, `id in ${name}`));
};
