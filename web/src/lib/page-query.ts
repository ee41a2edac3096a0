import type { ApiResult } from './api-client';

/** One API request a component makes itself: `key` names it (the same key, the same answer), `load` makes it. */
export interface PageQuery<R extends ApiResult<unknown> = ApiResult<unknown>> {
  key: string;
  load: (signal: AbortSignal) => Promise<R>;
}
