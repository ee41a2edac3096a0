import { PAGE_STATE_ID } from '@shop/contract';
import type { HydrationState } from 'react-router-dom';
import { jsonForScript } from './json-for-script';

/**
 * What a server-rendered page hands to the browser so its first render matches the HTML: the router's
 * hydration data (its loaders' answers, the root's categories among them).
 */
export interface ServerPageState {
  hydration: HydrationState;
}

/** The page state as a <script type="application/json">'s text (no text in it can close the element). */
export const serializePageState = (state: ServerPageState): string => jsonForScript(state);

export const readPageState = (doc: Document): ServerPageState | null => {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerPageState;
  } catch {
    return null;
  }
};
