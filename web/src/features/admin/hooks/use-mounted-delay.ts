import { useCallback, useEffect, useRef } from 'react';

/**
 * `wait(ms)` resolves true after `ms`, or false at once if the screen has left the page meanwhile (so a
 * redirect or a message change does not happen on a screen the admin already left).
 */
export const useMountedDelay = () => {
  const mounted = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => controller.abort();
  }, []);

  return useCallback(
    (ms: number) =>
      new Promise<boolean>((resolve) => {
        const signal = mounted.current?.signal;
        if (!signal || signal.aborted) return resolve(false);
        const timer = setTimeout(() => resolve(true), ms);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve(false);
        });
      }),
    [],
  );
};
