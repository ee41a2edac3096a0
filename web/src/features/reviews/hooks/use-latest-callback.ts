import { useCallback, useEffect, useRef } from 'react';

/** A callback whose identity never changes and which calls the latest `callback` given. */
export const useLatestCallback = <Args extends unknown[]>(callback: (...args: Args) => void) => {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  return useCallback((...args: Args) => latest.current(...args), []);
};
