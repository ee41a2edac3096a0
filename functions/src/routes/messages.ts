import { messageSchema } from '@shop/contract';
import { Router } from 'express';
import { send } from '../http/envelope';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { addMessage } from '../services/messages';
import { firestoreRateLimitStore } from '../services/rate-limits';

export const MESSAGES_PER_WINDOW = 5;
export const MESSAGE_WINDOW_MS = 10 * 60 * 1000;

export const messagesRouter = Router();

/** POST /message: the contact form, from visitors and signed-in users, at most 5 per 10 minutes per client. */
messagesRouter.post(
  '/',
  rateLimit({
    name: 'message',
    limit: MESSAGES_PER_WINDOW,
    windowMs: MESSAGE_WINDOW_MS,
    store: firestoreRateLimitStore,
  }),
  async (req, res) => {
    const input = await validate(messageSchema, req.body);
    await addMessage(input, req.caller?.uid ?? null);
    send(res, null, 'Your message has been sent successfully. We will contact you soon.', 201);
  },
);
