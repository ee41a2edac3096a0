import { useEffect, useMemo, useRef } from 'react';
import { FirebaseAppProvider, FirestoreProvider, useFirestoreCollectionData } from 'reactfire';
import { followOpenCart, openCartQuery } from '../lib/follow-open-cart';
import { firebaseApp } from '@/lib/firebase';
import { firestore } from '@/lib/firestore';

const OpenCartListener = ({ uid }: { uid: string }) => {
  // One query per user: a query made during every render would subscribe again and again.
  const cartQuery = useMemo(() => openCartQuery(uid), [uid]);
  const { status, data } = useFirestoreCollectionData(cartQuery, { idField: '_id' });
  const firstSeen = useRef(false);

  useEffect(() => {
    if (status !== 'success') return;
    // The first answer is the cart the shop has just loaded, and may be older than a change this page
    // made meanwhile: only the changes after it are followed.
    if (!firstSeen.current) {
      firstSeen.current = true;
      return;
    }
    followOpenCart(data);
  }, [status, data]);

  return null;
};

/**
 * The signed-in customer's open cart, live from Firestore: a change made on another device reaches this
 * page's cart (and badge) without a reload. Loaded only once a customer is signed in.
 */
const CartFollower = ({ uid }: { uid: string }) => (
  <FirebaseAppProvider firebaseApp={firebaseApp}>
    <FirestoreProvider sdk={firestore}>
      <OpenCartListener uid={uid} />
    </FirestoreProvider>
  </FirebaseAppProvider>
);

export default CartFollower;
