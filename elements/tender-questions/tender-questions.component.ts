import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  ANSWER_MAX,
  QUESTION_MAX,
  type TenderQuestions as QuestionsData,
  type TenderQuestion,
} from '../../api/contract/questions.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { answerValue, recordLoadStates, renderLoading } from '../core/load-states.js';
import { rowTag } from '../core/row-tag.js';
import { tenderQuestionsStyles } from './tender-questions.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** A question was asked, or answered, through the element. */
    'eip-question': { question: TenderQuestion; action: 'asked' | 'answered' };
  }
}

const TIME = 'YYYY-MM-DD HH:mm';

/** A form's text and the mistake or refusal shown under it. */
interface Draft {
  text: string;
  error: string;
  busy: boolean;
}

const EMPTY: Draft = { text: '', error: '', busy: false };

/**
 * The public questions and answers of one tender project (procureQuestion query, ask, answer): the
 * answered questions for everyone, visitors included, never with who asked; a supplier's form to ask
 * until the registration window closes (after: the reason, no form) and their own questions while they
 * wait; for the project's purchaser every question, with a form to answer each waiting one. Questions
 * and answers are plain text, shown as text (line breaks kept), never as HTML.
 *
 * @tag tender-questions
 * @summary A project's public questions and answers, the supplier's ask form and the purchaser's answers.
 *
 * @event eip-question - A question was asked or answered. `detail: { question, action }` (`asked` or `answered`).
 *
 * @csspart base - The section.
 * @csspart item - One question with its answer.
 * @csspart question - A question's text.
 * @csspart answer - An answer's text.
 * @csspart ask-form - The supplier's form to ask.
 * @csspart answer-form - The purchaser's form to answer one question.
 * @csspart closed - Why the supplier may not ask any more.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class TenderQuestions extends EipElement {
  static override styles = tenderQuestionsStyles;

  private readonly loader = new Task(this, {
    task: async ([projectId], { signal }) =>
      projectId ? answerValue(await this.api.questions.query(projectId, signal)) : undefined,
    args: () => [this.projectId] as const,
  });

  @state() private asking: Draft = EMPTY;
  /** The answer being written, per question id. */
  @state() private answers: Record<string, Draft> = {};
  @state() private announcement = '';

  /** The project (its id). */
  @property({ attribute: 'project-id' }) projectId = '';

  /** Loads the questions again. */
  reload(): void {
    void this.loader.run();
  }

  private async handleAsk(event: Event): Promise<void> {
    event.preventDefault();
    const text = this.asking.text.trim();
    if (!text) {
      this.asking = { ...this.asking, error: msg('请输入问题') };
      return;
    }
    this.asking = { ...this.asking, error: '', busy: true };
    try {
      const question = acceptedValue(
        await this.api.questions.ask({ projectId: this.projectId, question: text }),
      );
      this.asking = EMPTY;
      this.announcement = msg('问题已提交，采购人答复后将公开');
      if (question) this.emit('eip-question', { question, action: 'asked' });
      this.reload();
    } catch (error) {
      // The question stays as typed.
      this.asking = { ...this.asking, error: failureText(error), busy: false };
    }
  }

  private async handleAnswer(event: Event, id: string): Promise<void> {
    event.preventDefault();
    const draft = this.answers[id] ?? EMPTY;
    const text = draft.text.trim();
    if (!text) {
      this.answers = { ...this.answers, [id]: { ...draft, error: msg('请输入答复') } };
      return;
    }
    this.answers = { ...this.answers, [id]: { ...draft, error: '', busy: true } };
    try {
      const question = acceptedValue(await this.api.questions.answer({ id, answer: text }));
      const { [id]: _done, ...rest } = this.answers;
      this.answers = rest;
      this.announcement = msg('答复已公开');
      if (question) this.emit('eip-question', { question, action: 'answered' });
      this.reload();
    } catch (error) {
      this.answers = { ...this.answers, [id]: { ...draft, error: failureText(error), busy: false } };
    }
  }

  private renderAnswerForm(question: TenderQuestion) {
    const draft = this.answers[question.id] ?? EMPTY;
    const fieldId = `answer-${question.id}`;
    return html`<form part="answer-form" class="form" novalidate @submit=${(event: Event) => this.handleAnswer(event, question.id)}>
      <sl-textarea
        id=${fieldId}
        label=${msg('答复')}
        rows="2"
        resize="auto"
        maxlength=${ANSWER_MAX}
        .value=${draft.text}
        aria-invalid=${draft.error ? 'true' : 'false'}
        aria-describedby=${`${fieldId}-error`}
        @sl-input=${(event: Event) => {
          this.answers = {
            ...this.answers,
            [question.id]: { ...draft, text: (event.target as HTMLTextAreaElement).value, error: '' },
          };
        }}
      ></sl-textarea>
      <div class="error" id=${`${fieldId}-error`} role=${draft.error ? 'alert' : nothing}>${draft.error}</div>
      <div class="actions">
        <sl-button type="submit" size="small" variant="primary" ?loading=${draft.busy}>${msg('发布答复')}</sl-button>
      </div>
    </form>`;
  }

  private renderItem(question: TenderQuestion, data: QuestionsData, index: number) {
    return html`<li part="item" class="item">
      <div class="line">
        <span class="mark" aria-hidden="true">${msg('问')}</span>
        <div class="body">
          <p part="question" class="text"><span class="visually-hidden">${msg('问题')} ${index + 1}：</span>${question.question}</p>
          <div class="meta">
            <time datetime=${question.askTime}>${formatDateTime(question.askTime, TIME)}</time>
            ${question.mine ? rowTag(msg('我的提问'), 'primary') : nothing}
            ${question.answer === null ? rowTag(msg('待答复'), 'warning') : nothing}
          </div>
        </div>
      </div>
      ${
        question.answer !== null
          ? html`<div class="line answer-line">
              <span class="mark mark--answer" aria-hidden="true">${msg('答')}</span>
              <div class="body">
                <p part="answer" class="text"><span class="visually-hidden">${msg('答复')}：</span>${question.answer}</p>
                <div class="meta">
                  <time datetime=${question.answerTime ?? ''}>${formatDateTime(question.answerTime, TIME)}</time>
                </div>
              </div>
            </div>`
          : data.canAnswer
            ? this.renderAnswerForm(question)
            : nothing
      }
    </li>`;
  }

  private renderAskForm(data: QuestionsData) {
    if (!data.canAsk) {
      return data.askRefusal ? html`<p part="closed" class="closed">${data.askRefusal}</p>` : nothing;
    }
    const until = data.askUntil ? formatDateTime(data.askUntil, TIME) : '';
    return html`<form part="ask-form" class="form" novalidate @submit=${this.handleAsk}>
      <sl-textarea
        id="ask"
        label=${msg('我要提问')}
        rows="3"
        resize="auto"
        maxlength=${QUESTION_MAX}
        help-text=${until ? msg(str`提问截止：${until}。采购人答复后，问题与答复一并公开，不显示提问单位。`) : msg('采购人答复后，问题与答复一并公开，不显示提问单位。')}
        .value=${this.asking.text}
        aria-invalid=${this.asking.error ? 'true' : 'false'}
        aria-describedby="ask-error"
        @sl-input=${(event: Event) => {
          this.asking = { ...this.asking, text: (event.target as HTMLTextAreaElement).value, error: '' };
        }}
      ></sl-textarea>
      <div class="error" id="ask-error" role=${this.asking.error ? 'alert' : nothing}>${this.asking.error}</div>
      <div class="actions">
        <sl-button type="submit" variant="primary" ?loading=${this.asking.busy}>${msg('提交问题')}</sl-button>
      </div>
    </form>`;
  }

  private renderQuestions(data: QuestionsData) {
    return html`<section part="base" class="base" aria-labelledby="questions-heading">
      <h3 id="questions-heading">${msg('答疑')}</h3>
      ${
        data.questions.length
          ? html`<ol class="list">
              ${data.questions.map((question, index) => this.renderItem(question, data, index))}
            </ol>`
          : html`<p part="status" class="empty">${msg('暂无答疑')}</p>`
      }
      ${this.renderAskForm(data)}
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
    </section>`;
  }

  override render() {
    if (!this.projectId) return nothing;
    return this.loader.render({
      ...recordLoadStates(() => this.reload()),
      // Loading again after a question or an answer: what is shown stays until the new list is in.
      pending: () => (this.loader.value ? this.renderQuestions(this.loader.value) : renderLoading()),
      complete: (data) => (data ? this.renderQuestions(data) : nothing),
    });
  }
}
