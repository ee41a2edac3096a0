import type { Routine } from '@shop/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { addToCart } from '@/features/cart/lib/cart-actions';
import { useSessionStore } from '@/features/auth/stores/session';
import { ADD_PARAM, ADD_ROUTINE, loginReturningTo } from '../lib/wizard';

export type RoutineCartState =
  { status: 'idle' } | { status: 'adding' } | { status: 'done'; added: number; total: number; message: string };

const routineIds = (routine: Routine): string[] =>
  routine.steps.flatMap(({ pick }) => (pick ? [pick.product._id] : []));

/**
 * Adds every pick of the routine to the cart, one line per product through the cart API. A visitor is
 * sent to sign in and back to this result with the add asked for, and it runs once they are signed in.
 */
export const useRoutineCart = (routine: Routine | null) => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<RoutineCartState>({ status: 'idle' });
  const running = useRef(false);

  const addAll = useCallback(async (ids: string[]) => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'adding' });
    let added = 0;
    let message = '';
    // One after another: each answer is the cart with the line before it.
    for (const id of ids) {
      const result = await addToCart(id);
      if (result.success) added += 1;
      else message = result.message;
    }
    running.current = false;
    setState({ status: 'done', added, total: ids.length, message });
  }, []);

  const params = new URLSearchParams(search);
  const asked = params.get(ADD_PARAM) === ADD_ROUTINE;

  useEffect(() => {
    if (!asked || !isLoggedIn || !routine) return;
    const rest = new URLSearchParams(search);
    rest.delete(ADD_PARAM);
    void navigate(`${pathname}?${rest.toString()}`, { replace: true, preventScrollReset: true });
    void addAll(routineIds(routine));
  }, [asked, isLoggedIn, routine, search, pathname, navigate, addAll]);

  const add = () => {
    if (!routine) return;
    if (isLoggedIn) {
      void addAll(routineIds(routine));
      return;
    }
    const back = new URLSearchParams(search);
    back.set(ADD_PARAM, ADD_ROUTINE);
    void navigate(loginReturningTo(`${pathname}?${back.toString()}`));
  };

  return { state, add, isLoggedIn };
};
