import { msg } from '@lit/localize';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { NoticeDetail } from '../../../api/contract/tender-site.js';
import { CollectButton } from '../../../elements/react/collect-button.js';
import { usePortal } from '../../portal-context.js';
import { showsPersonalEntries, useSession } from '../../session/session-store.js';

/**
 * What a signed-in user can do with a notice: collect it (收藏), and, for a supplier while its open
 * project takes registrations, go to the sign-up form. Visitors and administrators see nothing.
 */
export function NoticeActions({ id }: { id: string }) {
  const session = useSession();
  const { client } = usePortal();
  const [notice, setNotice] = useState<NoticeDetail | undefined>();
  const signedIn = showsPersonalEntries(session);
  const supplier = session.identity === 'supplier';
  useEffect(() => {
    if (!signedIn || !supplier) return;
    const controller = new AbortController();
    client.procureNotice.getDetail(id, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted && answer.state) setNotice(answer.value);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [client, id, signedIn, supplier]);
  if (!signedIn) return null;
  const project = notice?.project;
  const canSignUp =
    supplier && project && project.fRegisterMode === 'open' && notice?.status === 'inRegister';
  return (
    <div className="tender-actions" data-shows-at-once>
      <CollectButton linkId={id} type="notice" />
      {canSignUp && (
        <Link href={`/project?id=${encodeURIComponent(project.id)}&signUp=1`} className="tender-sign-up">
          <sl-icon name="pencil-square" aria-hidden="true"></sl-icon>
          {msg('我要报名')}
        </Link>
      )}
    </div>
  );
}
