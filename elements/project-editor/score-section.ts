import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import { SCORE_RULE_DEPTH } from '../../api/contract/project-editor.js';
import { renderLineButton } from './editor-fields.js';
import { emptyScoreOption, moveLine, type ScoreOption, sumOf, updateOption } from './editor-model.js';

type OptionCell = 'optionName' | 'score' | 'percent' | 'desc';

export interface ScoreSectionOptions {
  options: readonly ScoreOption[];
  /** The message at an error path (fScoreRule.0.score, fScoreRule.0.childProcureProjectRuleList), or null. */
  problem: (path: string) => string | null;
  onChange: (options: ScoreOption[], focus?: string) => void;
  announce: (text: string) => void;
}

/**
 * Whether one level's weights add up as the rules want: to 100, or below an option also to that
 * option's own weight (shares of the total, as the seeded projects write them).
 */
export function percentsComplete(options: readonly ScoreOption[], parent?: ScoreOption): boolean {
  const total = sumOf(options.map((option) => option.percent));
  return (
    total === 100 ||
    (parent !== undefined && parent.percent.trim() !== '' && total === sumOf([parent.percent]))
  );
}

/** Whether an option's sub-options' scores add up to its own score (true without sub-options). */
export function childScoresMatch(option: ScoreOption): boolean {
  if (!option.children.length) return true;
  return sumOf(option.children.map((child) => child.score)) === sumOf([option.score]);
}

function cellLabel(cell: OptionCell): string {
  switch (cell) {
    case 'optionName':
      return msg('评分项');
    case 'score':
      return msg('分值');
    case 'percent':
      return msg('权重（%）');
    case 'desc':
      return msg('评分说明');
  }
}

function renderCell(
  option: ScoreOption,
  cell: OptionCell,
  path: string,
  at: string,
  options: ScoreSectionOptions,
): TemplateResult {
  const id = `score-${option.key}-${cell}`;
  const problem = options.problem(`${at}.${cell}`);
  const numeric = cell === 'score' || cell === 'percent';
  return html`<div class="tree__cell tree__cell--${cell} ${problem ? 'cell--invalid' : ''}">
    <label class="tree__label" for=${id}>${cellLabel(cell)}</label>
    <input
      id=${id}
      data-path=${`${at}.${cell}`}
      class="cell"
      aria-describedby=${problem ? `${id}-error` : `score-${option.key}-path`}
      aria-invalid=${problem ? 'true' : 'false'}
      inputmode=${numeric ? 'decimal' : 'text'}
      maxlength=${cell === 'desc' ? 500 : numeric ? 10 : 100}
      .value=${live(option[cell])}
      @input=${(event: Event) =>
        options.onChange(
          updateOption(options.options, option.key, (it) => ({
            ...it,
            [cell]: (event.target as HTMLInputElement).value,
          })),
        )}
    />
    ${problem ? html`<div id=${`${id}-error`} class="cell__error">${problem}</div>` : nothing}
    ${cell === 'optionName' ? html`<span id=${`score-${option.key}-path`} class="visually-hidden">${path}</span>` : nothing}
  </div>`;
}

function renderOption(
  option: ScoreOption,
  siblings: readonly ScoreOption[],
  index: number,
  depth: number,
  path: string,
  at: string,
  options: ScoreSectionOptions,
  replaceSiblings: (next: ScoreOption[], focus?: string) => void,
): TemplateResult {
  const name = option.optionName.trim() || path;
  return html`<li class="tree__item" data-depth=${depth}>
    <div class="tree__row">
      ${renderCell(option, 'optionName', path, at, options)} ${renderCell(option, 'score', path, at, options)}
      ${renderCell(option, 'percent', path, at, options)}
      ${renderCell(option, 'desc', path, at, options)}
      <div class="tree__actions">
        ${
          depth < SCORE_RULE_DEPTH
            ? renderLineButton({
                id: `score-${option.key}-add`,
                icon: 'plus-lg',
                label: msg(str`为 ${name} 添加子项`),
                onClick: () => {
                  const child = emptyScoreOption();
                  options.onChange(
                    updateOption(options.options, option.key, (it) => ({
                      ...it,
                      children: [...it.children, child],
                    })),
                    `score-${child.key}-optionName`,
                  );
                },
              })
            : nothing
        }
        ${renderLineButton({
          id: `score-${option.key}-up`,
          icon: 'arrow-up',
          label: msg(str`上移 ${name}`),
          disabled: index === 0,
          onClick: () =>
            replaceSiblings(
              moveLine(siblings, index, -1),
              `score-${option.key}-${index === 1 ? 'down' : 'up'}`,
            ),
        })}
        ${renderLineButton({
          id: `score-${option.key}-down`,
          icon: 'arrow-down',
          label: msg(str`下移 ${name}`),
          disabled: index === siblings.length - 1,
          onClick: () =>
            replaceSiblings(
              moveLine(siblings, index, 1),
              `score-${option.key}-${index === siblings.length - 2 ? 'up' : 'down'}`,
            ),
        })}
        ${renderLineButton({
          id: `score-${option.key}-remove`,
          icon: 'trash',
          label: msg(str`删除 ${name}`),
          danger: true,
          onClick: () => {
            const next = siblings.filter((candidate) => candidate.key !== option.key);
            replaceSiblings(next, 'score-add');
            options.announce(msg(str`已删除 ${name}`));
          },
        })}
      </div>
    </div>
    ${
      option.children.length
        ? html`<ul class="tree" role="list">
              ${repeat(
                option.children,
                (child) => child.key,
                (child, childIndex) =>
                  renderOption(
                    child,
                    option.children,
                    childIndex,
                    depth + 1,
                    `${path}.${childIndex + 1}`,
                    `${at}.childProcureProjectRuleList.${childIndex}`,
                    options,
                    (next, focus) =>
                      options.onChange(
                        updateOption(options.options, option.key, (it) => ({ ...it, children: next })),
                        focus,
                      ),
                  ),
              )}
            </ul>
            ${renderLevelTotals(option.children, option, `${at}.childProcureProjectRuleList`, options)}`
        : nothing
    }
  </li>`;
}

/**
 * The running totals of one level: its weights against 100%, and under an option its sub-options'
 * scores against the option's score; the rules' message for the level, once shown, under them.
 */
function renderLevelTotals(
  level: readonly ScoreOption[],
  parent: ScoreOption | undefined,
  levelPath: string,
  options: ScoreSectionOptions,
): TemplateResult {
  const percent = sumOf(level.map((option) => option.percent));
  const percentOk = percentsComplete(level, parent);
  const parentPercent = parent ? sumOf([parent.percent]) : 0;
  const scores = sumOf(level.map((option) => option.score));
  const parentScore = parent ? sumOf([parent.score]) : 0;
  const scoresOk = !parent || childScoresMatch(parent);
  const problem = options.problem(levelPath);
  return html`<div class="tree__totals" data-level=${parent?.key ?? 'top'}>
    <span class="total ${percentOk ? 'total--ok' : 'total--off'}" data-total="percent"
      >${
        parent && parent.percent.trim() !== '' && parentPercent !== 100
          ? msg(str`权重合计 ${percent}%（应为 100% 或 ${parentPercent}%）`)
          : msg(str`权重合计 ${percent}% / 100%`)
      }</span
    >
    ${
      parent
        ? html`<span class="total ${scoresOk ? 'total--ok' : 'total--off'}" data-total="score"
            >${msg(str`分值合计 ${scores} / ${parentScore}`)}</span
          >`
        : nothing
    }
    ${problem ? html`<span class="total total--problem">${problem}</span>` : nothing}
  </div>`;
}

/**
 * The scoring rules of a comprehensive evaluation (评分规则) as a tree: each option has a name, a
 * score, a weight and a description, and may hold sub-options (SCORE_RULE_DEPTH levels). Running
 * totals say whether each level's weights add up to 100% and each option's sub-scores to its score.
 */
export function renderScoreSection(options: ScoreSectionOptions): TemplateResult {
  return html`<ul part="score-rules" class="tree" role="list" aria-label=${msg('评分项')}>
      ${repeat(
        options.options,
        (option) => option.key,
        (option, index) =>
          renderOption(
            option,
            options.options,
            index,
            1,
            String(index + 1),
            `fScoreRule.${index}`,
            options,
            (next, focus) => options.onChange(next, focus),
          ),
      )}
    </ul>
    ${options.options.length ? nothing : html`<p class="lines__empty">${msg('暂无评分项')}</p>`}
    <div class="tree__foot">
      <sl-button
        id="score-add"
        size="small"
        @click=${() => {
          const option = emptyScoreOption();
          options.onChange([...options.options, option], `score-${option.key}-optionName`);
        }}
      >
        <sl-icon slot="prefix" name="plus-lg"></sl-icon>${msg('添加评分项')}
      </sl-button>
      ${options.options.length ? renderLevelTotals(options.options, undefined, 'fScoreRule', options) : nothing}
    </div>`;
}
