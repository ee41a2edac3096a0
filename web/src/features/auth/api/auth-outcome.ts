/** How a sign-in or sign-up attempt ended; `message` is what the screen shows above the form (null: nothing). */
export interface AuthOutcome {
  success: boolean;
  message: string | null;
}

export const succeeded: AuthOutcome = { success: true, message: null };
