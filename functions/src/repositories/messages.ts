import type { MessageInput } from '@shop/contract';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase';

/** Stores a contact message with the server's time and the sender's uid when signed in; answers its id. */
export const addMessage = async (message: MessageInput, userId: string | null): Promise<string> => {
  const { title, firstname, lastname, email, phoneNumber } = message;
  const ref = await db.collection('messages').add({
    title,
    firstname,
    lastname,
    email,
    phoneNumber,
    message: message.message,
    userId,
    createdAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
};
