import type { SkinAnswers } from '@shop/contract';
import { useState } from 'react';
import { saveSkinProfile } from '@/lib/skin-profile';

export type SaveState = { status: 'idle' | 'saving' } | { status: 'done'; success: boolean; message: string };

/** Saves the answers as the signed-in customer's skin profile. */
export const useSaveProfile = (answers: SkinAnswers) => {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const save = async () => {
    setState({ status: 'saving' });
    const result = await saveSkinProfile(answers);
    setState({ status: 'done', success: result.success, message: result.message });
  };
  return { state, save: () => void save() };
};
