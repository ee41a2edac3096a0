import { useEffect } from 'react';
import { AuthProvider, FirebaseAppProvider, useSigninCheck } from 'reactfire';
import { storeToken } from '../api/firebase-auth';
import { auth, firebaseApp } from '@/lib/firebase';
import { useAuthStatus } from '@/stores/auth-status';

const SigninReporter = () => {
  const { status, data } = useSigninCheck();
  const user = status === 'success' && data.signedIn ? data.user : null;
  const settled = status === 'success';

  useEffect(() => {
    if (status === 'error') useAuthStatus.getState().fail();
  }, [status]);

  useEffect(() => {
    if (!settled) return;
    useAuthStatus.getState().settle(user?.uid ?? null);
    if (!user) storeToken(null);
    else void user.getIdToken().then(storeToken, () => undefined);
  }, [settled, user]);

  return null;
};

/** Firebase Auth through reactfire, loaded with the SDK only when a session may exist. */
const AuthWatcher = () => (
  <FirebaseAppProvider firebaseApp={firebaseApp}>
    <AuthProvider sdk={auth}>
      <SigninReporter />
    </AuthProvider>
  </FirebaseAppProvider>
);

export default AuthWatcher;
