import type { Love } from '@shop/contract';
import { create } from 'zustand';
import type { ApiResult } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { deleteLove, getLoves, putLove } from '../api/loves';
import { takePendingLove } from '../lib/pending-love';

type LovesStatus = 'idle' | 'loading' | 'ready' | 'error';

interface LovesState {
  /** Whose loves these are: a heart shows them only for that signed-in customer. */
  userId: string | null;
  status: LovesStatus;
  /** The failed load's message (status 'error'). */
  message: string;
  /** Newest first, as GET /api/loves answers them. */
  loves: Love[];
  /** The products loved, for the hearts: a heart tapped shows its new state at once. */
  lovedIds: ReadonlySet<string>;
  /** Products whose love is being written: another tap on them waits for the answer. */
  writing: ReadonlySet<string>;
}

/**
 * The signed-in customer's loves, in one place for every heart on the page and for /panel/loves:
 * one GET per customer, however many cards show a heart.
 */
export const useLovesStore = create<LovesState>()(() => ({
  userId: null,
  status: 'idle',
  message: '',
  loves: [],
  lovedIds: new Set(),
  writing: new Set(),
}));

const idsOf = (loves: readonly Love[]): ReadonlySet<string> => new Set(loves.map((love) => love.productId));

const setWriting = (productId: string, on: boolean) =>
  useLovesStore.setState((state) => {
    const writing = new Set(state.writing);
    if (on) writing.add(productId);
    else writing.delete(productId);
    return { writing };
  });

/** Adds the love the API answered, in front (the newest). */
const keepLove = (love: Love) =>
  useLovesStore.setState((state) => {
    const loves = [love, ...state.loves.filter((kept) => kept.productId !== love.productId)];
    return { loves, lovedIds: idsOf(loves) };
  });

const dropLove = (productId: string) =>
  useLovesStore.setState((state) => {
    const loves = state.loves.filter((kept) => kept.productId !== productId);
    return { loves, lovedIds: idsOf(loves) };
  });

/** Sets whether a heart shows loved, before the API answers (the list's entries follow the answer). */
const showLoved = (productId: string, loved: boolean) =>
  useLovesStore.setState((state) => {
    const lovedIds = new Set(state.lovedIds);
    if (loved) lovedIds.add(productId);
    else lovedIds.delete(productId);
    return { lovedIds };
  });

/** Loves a product for the signed-in customer; a refusal puts the heart back and says why. */
export const addLove = async (productId: string): Promise<void> => {
  setWriting(productId, true);
  showLoved(productId, true);
  const result = await putLove(productId);
  setWriting(productId, false);
  if (result.success && result.body) return keepLove(result.body);
  dropLove(productId);
  notify(result.message, 'error');
};

export const removeLove = async (productId: string): Promise<void> => {
  setWriting(productId, true);
  showLoved(productId, false);
  const result = await deleteLove(productId);
  setWriting(productId, false);
  if (result.success) return dropLove(productId);
  showLoved(productId, true);
  notify(result.message, 'error');
};

/** Asks for the customer's loves and keeps them, then loves the product a visitor tapped before signing in. */
const fetchLoves = async (userId: string): Promise<ApiResult<Love[]>> => {
  const result = await getLoves();
  if (useLovesStore.getState().userId !== userId) return result;
  if (!result.success || !result.body) {
    if (useLovesStore.getState().status !== 'ready')
      useLovesStore.setState({ status: 'error', message: result.message });
    return result;
  }
  useLovesStore.setState({ status: 'ready', loves: result.body, lovedIds: idsOf(result.body) });
  const pending = takePendingLove();
  if (pending && !idsOf(result.body).has(pending)) await addLove(pending);
  return result;
};

const startLoading = (userId: string) =>
  useLovesStore.setState({ userId, status: 'loading', message: '', loves: [], lovedIds: new Set() });

/** Loads the customer's loves once (again for another customer, or after a failed load), for the hearts. */
export const loadLoves = async (userId: string): Promise<void> => {
  const current = useLovesStore.getState();
  if (current.userId === userId && (current.status === 'loading' || current.status === 'ready')) return;
  startLoading(userId);
  await fetchLoves(userId);
};

/**
 * Asks again for the customer's loves as they are now (the loves route's loader): loves already kept
 * stay on show until the answer replaces them, a failure leaves them as they were.
 */
export const refreshLoves = (userId: string): Promise<ApiResult<Love[]>> => {
  const current = useLovesStore.getState();
  if (current.userId !== userId || current.status !== 'ready') startLoading(userId);
  return fetchLoves(userId);
};
