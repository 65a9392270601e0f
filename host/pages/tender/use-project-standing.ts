import { useCallback, useEffect, useState } from 'react';
import type { ProjectDetail, ProjectUserInfo } from '../../../api/contract/procure-project.js';
import { usePortal } from '../../portal-context.js';

export interface ProjectStanding {
  info: ProjectUserInfo;
  project: Pick<
    ProjectDetail,
    'id' | 'fProjectName' | 'fProjectNo' | 'fRegisterMode' | 'fState' | 'fTransactionMode'
  >;
}

export type StandingState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; standing: ProjectStanding };

/**
 * Who the signed-in user is to a project (getUserInfoByProjectId: purchaser, supplier with their
 * registration, may sign up...) and the project's name and modes, for the page to choose its
 * sections. `reload` asks again after something changed (a sign-up, an answered invitation).
 */
export function useProjectStanding(id: string): [StandingState, () => void] {
  const { client } = usePortal();
  const [state, setState] = useState<StandingState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const calls = client.procureProject;
    setState((previous) => (previous.status === 'done' && round > 0 ? previous : { status: 'loading' }));
    Promise.all([
      calls.getUserInfoByProjectId(id, controller.signal),
      calls.getDetailWithDocumentation(id, controller.signal),
    ])
      .then(
        ([info, detail]) => {
          if (controller.signal.aborted) return;
          if (!info.state || !info.value) throw new Error(info.message);
          if (!detail.state || !detail.value) throw new Error(detail.message);
          setState({ status: 'done', standing: { info: info.value, project: detail.value } });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [client, id, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return [state, reload];
}
