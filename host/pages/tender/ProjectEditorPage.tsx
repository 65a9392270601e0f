import { msg } from '@lit/localize';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { ProjectEditor as ProjectEditorElement } from '../../../elements/project-editor/project-editor.js';
import { ProjectEditor } from '../../../elements/react/project-editor.js';
import { Breadcrumb } from '../../layout/Breadcrumb.js';
import { useSession } from '../../session/session-store.js';
import { useElementNavigation } from '../../use-element-navigation.js';
import { installTenderPageStyles } from './tender-page-styles.js';
import { useLeaveGuard } from './use-leave-guard.js';
import { useQueryParams } from './use-query-param.js';

installTenderPageStyles();

/** The editor's address of a project: its draft's own, so a reload opens it again. */
export const projectEditHref = (id: string) => `/project/edit?id=${encodeURIComponent(id)}`;

/**
 * Keeps the editor's sticky index and its section jumps below the site's sticky header, whose height
 * changes with the width (it wraps on phones).
 */
function useStickyTop(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.portal-header');
    const element = target.current;
    if (!header || !element) return;
    const apply = () => element.style.setProperty('--editor-sticky-top', `${header.offsetHeight + 12}px`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(header);
    return () => observer.disconnect();
  }, [target]);
}

/**
 * /project/edit: the purchaser's project editor (issue 36). Without `?id=` it starts a new project;
 * its first save moves the address to the draft's (`?id=`, replacing the entry), so a reload reopens
 * it. Leaving with unsaved changes asks first. Only purchasers write projects (the server decides).
 */
export function ProjectEditorPage() {
  const [params] = useQueryParams();
  const [, navigate] = useLocation();
  const { identity } = useSession();
  const onNavigate = useElementNavigation();
  const card = useRef<HTMLDivElement>(null);
  const editor = useRef<ProjectEditorElement>(null);
  useLeaveGuard(() => editor.current?.dirty ?? false, editor);
  useStickyTop(card);
  const id = params.get('id') ?? '';
  const title = id ? msg('编辑项目') : msg('新建项目');
  return (
    <div className="tender-page">
      <Breadcrumb
        trail={[{ title: msg('首页'), href: '/index' }, { title: msg('项目'), href: '/project' }, { title }]}
      />
      <header className="tender-page__head">
        <div>
          <h1>{title}</h1>
          <p>{msg('填写项目信息后可先保存草稿，信息完整后提交审批，审批通过即发布')}</p>
        </div>
      </header>
      <div className="tender-card" ref={card}>
        {identity === 'purchaser' ? (
          <ProjectEditor
            ref={editor}
            projectId={id}
            onEipNavigate={onNavigate}
            onEipProjectSave={(event) => {
              if (event.detail.created) navigate(projectEditHref(event.detail.id), { replace: true });
            }}
          />
        ) : (
          <p role="status">{msg('只有采购人可以新建和编辑项目')}</p>
        )}
      </div>
    </div>
  );
}
