import { msg } from '@lit/localize';
import { useCallback, useState } from 'react';

/** The text of a failed call or load: the error's message, else a general one. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : msg('操作失败');
}

/**
 * The buttons of a workflow form page: which action is under way, and the server's refusal of the
 * last one. `run` marks the action busy, calls, and on success hands the answer on; a refusal or a
 * failure sets the refusal text (what the user typed stays in the form).
 */
export function useFlowAction<A extends string>() {
  const [busy, setBusy] = useState<A | ''>('');
  const [refusal, setRefusal] = useState('');
  const run = useCallback(
    async <R extends { state: boolean; message: string }>(
      action: A,
      call: () => Promise<R>,
      done: (answer: R) => void,
    ): Promise<void> => {
      setBusy(action);
      try {
        const answer = await call();
        if (!answer.state) {
          setRefusal(answer.message);
          return;
        }
        done(answer);
      } catch (error) {
        setRefusal(errorText(error));
      } finally {
        setBusy('');
      }
    },
    [],
  );
  return { busy, refusal, setRefusal, run };
}
