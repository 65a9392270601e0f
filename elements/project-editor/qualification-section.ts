import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import { QUALIFICATION_ENTRY_TYPES } from '../../api/contract/project-editor.js';
import { renderLineButton } from './editor-fields.js';
import {
  emptyQualification,
  moveLine,
  patchLine,
  type QualificationKind,
  type QualificationLine,
} from './editor-model.js';

type QualificationCell = 'summarize' | 'describe';

export interface QualificationSectionOptions {
  lines: readonly QualificationLine[];
  problem: (index: number, cell: QualificationCell) => string | null;
  onChange: (lines: QualificationLine[], focus?: string) => void;
  announce: (text: string) => void;
}

export function qualificationKindLabel(kind: QualificationKind): string {
  return kind === 'zg' ? msg('资格审查') : msg('符合性审查');
}

/**
 * The qualification list (资格审查): each entry is a qualification or a conformity review item with
 * a summary the reviewers score against and a longer description; entries move and are removed by
 * their own labelled buttons.
 */
export function renderQualificationSection(options: QualificationSectionOptions): TemplateResult {
  const { lines } = options;
  const patch = (line: QualificationLine, change: Partial<QualificationLine>) =>
    options.onChange(patchLine(lines, line.key, change));
  const cell = (line: QualificationLine, index: number, name: QualificationCell, label: string) => {
    const id = `qualification-${line.key}-${name}`;
    const problem = options.problem(index, name);
    const common = (event: Event) => patch(line, { [name]: (event.target as HTMLInputElement).value });
    return html`<div class="field ${problem ? 'field--invalid' : ''}">
      <label for=${id}>${label}</label>
      ${
        name === 'describe'
          ? html`<textarea
              id=${id}
              data-path=${`qualificationList.${index}.describe`}
              rows="2"
              maxlength="2000"
              aria-invalid=${problem ? 'true' : 'false'}
              aria-describedby=${problem ? `${id}-error` : ''}
              .value=${live(line.describe)}
              @input=${common}
            ></textarea>`
          : html`<input
              id=${id}
              data-path=${`qualificationList.${index}.summarize`}
              maxlength="200"
              aria-invalid=${problem ? 'true' : 'false'}
              aria-describedby=${problem ? `${id}-error` : ''}
              .value=${live(line.summarize)}
              @input=${common}
            />`
      }
      <div id=${`${id}-error`} class="field__error">${problem ?? ''}</div>
    </div>`;
  };
  return html`<ol part="qualifications" class="entries">
      ${repeat(
        lines,
        (line) => line.key,
        (line, index) => {
          const row = index + 1;
          return html`<li class="entry">
            <div class="entry__head">
              <span class="entry__no">${row}</span>
              <label class="visually-hidden" for=${`qualification-${line.key}-type`}>${msg(str`第 ${row} 项审查类型`)}</label>
              <select
                id=${`qualification-${line.key}-type`}
                @change=${(event: Event) =>
                  patch(line, { type: (event.target as HTMLSelectElement).value as QualificationKind })}
              >
                ${QUALIFICATION_ENTRY_TYPES.map(
                  (kind) =>
                    html`<option value=${kind} .selected=${live(line.type === kind)}>${qualificationKindLabel(kind)}</option>`,
                )}
              </select>
              <span class="entry__actions">
                ${renderLineButton({
                  id: `qualification-${line.key}-up`,
                  icon: 'arrow-up',
                  label: msg(str`第 ${row} 项上移`),
                  disabled: index === 0,
                  onClick: () =>
                    options.onChange(
                      moveLine(lines, index, -1),
                      `qualification-${line.key}-${index === 1 ? 'down' : 'up'}`,
                    ),
                })}
                ${renderLineButton({
                  id: `qualification-${line.key}-down`,
                  icon: 'arrow-down',
                  label: msg(str`第 ${row} 项下移`),
                  disabled: index === lines.length - 1,
                  onClick: () =>
                    options.onChange(
                      moveLine(lines, index, 1),
                      `qualification-${line.key}-${index === lines.length - 2 ? 'up' : 'down'}`,
                    ),
                })}
                ${renderLineButton({
                  icon: 'trash',
                  label: msg(str`删除第 ${row} 项`),
                  danger: true,
                  onClick: () => {
                    options.onChange(
                      lines.filter((candidate) => candidate.key !== line.key),
                      'qualification-add',
                    );
                    options.announce(msg(str`已删除第 ${row} 项`));
                  },
                })}
              </span>
            </div>
            <div class="entry__fields">
              ${cell(line, index, 'summarize', msg('审查要点'))} ${cell(line, index, 'describe', msg('审查说明'))}
            </div>
          </li>`;
        },
      )}
    </ol>
    ${lines.length ? nothing : html`<p class="lines__empty">${msg('暂无审查项')}</p>`}
    <sl-button
      id="qualification-add"
      size="small"
      @click=${() => {
        const line = emptyQualification();
        options.onChange([...lines, line], `qualification-${line.key}-summarize`);
      }}
    >
      <sl-icon slot="prefix" name="plus-lg"></sl-icon>${msg('添加审查项')}
    </sl-button>`;
}
