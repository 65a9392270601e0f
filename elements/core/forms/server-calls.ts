import { msg } from '@lit/localize';
import type { ApiClient } from '../../../api/client/index.js';
import type { Envelope } from '../../../api/contract/envelope.js';

/** The server said no (state false): its message is what the user reads. */
export class Refusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Refusal';
  }
}

/** The value of an answer with state true; a refusal throws its message. */
export function acceptedValue<T>(answer: Envelope<T>): T | undefined {
  if (!answer?.state) throw new Refusal(answer?.message || msg('操作失败'));
  return answer.value;
}

/**
 * Fetches the public key once and answers a function that RSA-encrypts passwords with it, as
 * sign-in, registration and password changes send them.
 */
export async function passwordEncrypter(api: ApiClient): Promise<(plain: string) => string> {
  // The RSA code loads with the key: only the forms that send a password pay for it.
  const [answer, { encryptPassword }] = await Promise.all([
    api.ucAuth.getPublicKey(),
    import('../../../api/client/encrypt.js'),
  ]);
  const key = acceptedValue(answer);
  if (!key) throw new Refusal(msg('获取公钥失败'));
  return (plain) => encryptPassword(key, plain);
}

/** What to tell the user about a failed call: the server's or the client's message. */
export function failureText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return msg('操作失败');
}

/** Enter in a one-line field submits its form (the forms have no native submit button to do it). */
export function submitOnEnter(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || event.isComposing) return;
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLInputElement) || !['text', 'password', 'email', 'tel'].includes(target.type)) {
    return;
  }
  event.preventDefault();
  target.form?.requestSubmit();
}
