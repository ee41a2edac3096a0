import { ROLES, type Role, type User } from '@shop/contract';
import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { str } from './convert';

const roleOf = (value: string): Role => (ROLES.includes(value as Role) ? (value as Role) : 'user');

export const userConverter: FirestoreDataConverter<User> = {
  toFirestore: ({ username, firstname, lastname, role }: User) => ({ username, firstname, lastname, role }),
  fromFirestore: (snap: QueryDocumentSnapshot): User => {
    const data = snap.data();
    return {
      _id: snap.id,
      id: snap.id,
      username: str(data, 'username'),
      firstname: str(data, 'firstname'),
      lastname: str(data, 'lastname'),
      role: roleOf(str(data, 'role')),
    };
  },
};

export const usersCollection = () => db.collection('users').withConverter(userConverter);

export const findUser = async (uid: string): Promise<User | null> => {
  const snap = await usersCollection().doc(uid).get();
  return snap.exists ? (snap.data() ?? null) : null;
};
