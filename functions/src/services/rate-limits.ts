/** Where the API's rate limits count: in Firestore, so every instance of the function counts together. */
export { firestoreRateLimitStore } from '../repositories/rate-limits';
