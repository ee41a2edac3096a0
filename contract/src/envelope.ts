/** Every API answer has this shape (SPEC.md section 7). */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message: string;
  body?: T;
  /** Field messages of a rejected input, keyed by field path. */
  errors?: Record<string, string>;
}
