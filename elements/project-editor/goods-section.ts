import { msg, str } from '@lit/localize';
import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import { renderLineButton } from './editor-fields.js';
import {
  emptyGoods,
  type GoodsLine,
  goodsFromSpreadsheet,
  isSpreadsheetText,
  moveLine,
  patchLine,
} from './editor-model.js';

export interface GoodsSectionOptions {
  lines: readonly GoodsLine[];
  /** The problem of a line's cell, or null. */
  problem: (index: number, cell: keyof Omit<GoodsLine, 'key'>) => string | null;
  onChange: (lines: GoodsLine[], focus?: string) => void;
  /** Tells screen readers what a paste or a move did. */
  announce: (text: string) => void;
}

const CELLS = ['goodsName', 'spec', 'unit', 'quantity'] as const;

function cellLabel(cell: (typeof CELLS)[number]): string {
  switch (cell) {
    case 'goodsName':
      return msg('名称');
    case 'spec':
      return msg('规格型号');
    case 'unit':
      return msg('单位');
    case 'quantity':
      return msg('数量');
  }
}

/**
 * Pasting a block copied from a spreadsheet into a cell: its rows become lines from this one on (a
 * blank line is replaced, a filled one stays above them). One cell of text pastes as usual.
 */
function handlePaste(event: ClipboardEvent, options: GoodsSectionOptions, index: number): void {
  const text = event.clipboardData?.getData('text/plain') ?? '';
  if (!isSpreadsheetText(text)) return;
  const pasted = goodsFromSpreadsheet(text);
  if (!pasted.length) return;
  event.preventDefault();
  const lines = [...options.lines];
  const here = lines[index];
  const blank = here && CELLS.every((cell) => here[cell].trim() === '');
  lines.splice(blank ? index : index + 1, blank ? 1 : 0, ...pasted);
  const count = pasted.length;
  options.onChange(lines, `goods-${pasted[0]!.key}-goodsName`);
  options.announce(msg(str`已粘贴 ${count} 行`));
}

/**
 * The purchasing list (采购清单) as a table of goods lines: name, spec, unit and quantity typed in
 * place; each line moves up or down and is removed by its own labelled buttons (the keyboard reaches
 * them in order); a block copied from a spreadsheet pastes as lines.
 */
export function renderGoodsSection(options: GoodsSectionOptions): TemplateResult {
  const { lines } = options;
  const change = (line: GoodsLine, cell: (typeof CELLS)[number], value: string) =>
    options.onChange(patchLine(lines, line.key, { [cell]: value }));
  const move = (index: number, by: -1 | 1) => {
    const line = lines[index]!;
    const position = index + by + 1;
    // Focus stays on the button pressed, or on the other one when the line reached an end.
    const atEnd = by < 0 ? position === 1 : position === lines.length;
    const button = by < 0 !== atEnd ? 'up' : 'down';
    options.onChange(moveLine(lines, index, by), `goods-${line.key}-${button}`);
    options.announce(msg(str`已移到第 ${position} 行`));
  };
  const add = () => {
    const line = emptyGoods();
    options.onChange([...lines, line], `goods-${line.key}-goodsName`);
  };
  return html`<p class="section__hint">${msg('可从表格软件复制多行（名称、规格型号、单位、数量）粘贴到任一单元格')}</p>
    <div class="table-wrap">
      <table part="goods" class="lines">
        <caption class="visually-hidden">${msg('采购清单')}</caption>
        <thead>
          <tr>
            <th scope="col" class="lines__no">${msg('序号')}</th>
            ${CELLS.map((cell) => html`<th scope="col" class=${`lines__${cell}`}>${cellLabel(cell)}</th>`)}
            <th scope="col" class="lines__actions">${msg('操作')}</th>
          </tr>
        </thead>
        <tbody>
          ${repeat(
            lines,
            (line) => line.key,
            (line, index) => {
              const row = index + 1;
              return html`<tr>
                <td class="lines__no">${row}</td>
                ${CELLS.map((cell) => {
                  const id = `goods-${line.key}-${cell}`;
                  const problem = options.problem(index, cell);
                  return html`<td class=${problem ? 'cell--invalid' : ''}>
                    <input
                      id=${id}
                      data-path=${`goodsList.${index}.${cell}`}
                      class="cell"
                      aria-label=${msg(str`第 ${row} 行${cellLabel(cell)}`)}
                      aria-invalid=${problem ? 'true' : 'false'}
                      aria-describedby=${problem ? `${id}-error` : ''}
                      inputmode=${cell === 'quantity' ? 'decimal' : 'text'}
                      maxlength=${cell === 'goodsName' ? 100 : 50}
                      .value=${live(line[cell])}
                      @input=${(event: Event) => change(line, cell, (event.target as HTMLInputElement).value)}
                      @paste=${(event: ClipboardEvent) => handlePaste(event, options, index)}
                    />
                    ${problem ? html`<div id=${`${id}-error`} class="cell__error">${problem}</div>` : ''}
                  </td>`;
                })}
                <td class="lines__actions">
                  ${renderLineButton({
                    id: `goods-${line.key}-up`,
                    icon: 'arrow-up',
                    label: msg(str`第 ${row} 行上移`),
                    disabled: index === 0,
                    onClick: () => move(index, -1),
                  })}
                  ${renderLineButton({
                    id: `goods-${line.key}-down`,
                    icon: 'arrow-down',
                    label: msg(str`第 ${row} 行下移`),
                    disabled: index === lines.length - 1,
                    onClick: () => move(index, 1),
                  })}
                  ${renderLineButton({
                    icon: 'trash',
                    label: msg(str`删除第 ${row} 行`),
                    danger: true,
                    onClick: () => {
                      const next = lines.filter((candidate) => candidate.key !== line.key);
                      const neighbour = next[Math.min(index, next.length - 1)];
                      options.onChange(next, neighbour ? `goods-${neighbour.key}-goodsName` : 'goods-add');
                      options.announce(msg(str`已删除第 ${row} 行`));
                    },
                  })}
                </td>
              </tr>`;
            },
          )}
        </tbody>
      </table>
    </div>
    ${lines.length ? '' : html`<p class="lines__empty">${msg('暂无采购清单，点击添加或粘贴表格内容')}</p>`}
    <sl-button id="goods-add" size="small" @click=${add}>
      <sl-icon slot="prefix" name="plus-lg"></sl-icon>${msg('添加一行')}
    </sl-button>`;
}
