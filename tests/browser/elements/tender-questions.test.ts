import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { TenderQuestions as QuestionsData, TenderQuestion } from '../../../api/contract/questions.js';
import { createFakeClient, type FakeRequest, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/tender-questions/tender-questions.js';
import type { TenderQuestions } from '../../../elements/tender-questions/tender-questions.js';
import { routeOf } from '../bidding/bidding-fakes.js';

const ANSWERED: TenderQuestion = {
  id: 'qa-1',
  projectId: 'p-1',
  question: '工期能否顺延？\n如不能，请说明。',
  askTime: '2026-11-20T02:00:00.000Z',
  answer: '<b>不能</b>顺延。',
  answerTime: '2026-11-20T03:00:00.000Z',
  mine: false,
};
const WAITING: TenderQuestion = {
  id: 'qa-2',
  projectId: 'p-1',
  question: '付款方式？',
  askTime: '2026-11-20T04:00:00.000Z',
  answer: null,
  answerTime: null,
  mine: true,
};

function data(overrides: Partial<QuestionsData> = {}): QuestionsData {
  return {
    projectId: 'p-1',
    questions: [ANSWERED],
    canAsk: false,
    askRefusal: null,
    canAnswer: false,
    askUntil: '2026-12-05T09:00:00.000Z',
    ...overrides,
  };
}

/** A backend answering query with `answers` in turn (the last one again), ask and answer as given. */
function backend(
  answers: QuestionsData[],
  routes: Record<string, (request: FakeRequest) => ReturnType<typeof ok>> = {},
) {
  let loads = 0;
  const fake = createFakeClient({
    [routeOf('procureQuestion/query')]: () => ok(answers[Math.min(loads++, answers.length - 1)]),
    ...routes,
  });
  setDefaultApiClient(fake.client);
  return fake;
}

const root = (el: TenderQuestions) => el.shadowRoot!;
const items = (el: TenderQuestions) => [...root(el).querySelectorAll('[part="item"]')];
const loaded = (el: TenderQuestions) =>
  waitUntil(() => root(el).querySelector('[part="base"]'), 'the list loads');

async function typeInto(el: TenderQuestions, selector: string, text: string) {
  const field = root(el).querySelector<HTMLElement & { value: string }>(selector)!;
  field.value = text;
  field.dispatchEvent(new Event('sl-input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

describe('tender-questions', () => {
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible, for a supplier who may ask and a purchaser who answers', async () => {
    backend([data({ questions: [ANSWERED, WAITING], canAsk: true, canAnswer: true })]);
    const el = await fixture<TenderQuestions>(html`<tender-questions project-id="p-1"></tender-questions>`);
    await loaded(el);
    await expect(el).to.be.accessible();
  });

  it('shows answered questions as plain text, without any form for a visitor', async () => {
    backend([data()]);
    const el = await fixture<TenderQuestions>(html`<tender-questions project-id="p-1"></tender-questions>`);
    await loaded(el);
    expect(items(el)).to.have.length(1);
    const answer = root(el).querySelector('[part="answer"]')!;
    // Text, never markup: the tags show as typed.
    expect(answer.querySelector('b')).to.equal(null);
    expect(answer.textContent).to.contain('<b>不能</b>顺延。');
    expect(root(el).querySelector('[part="question"]')!.textContent).to.contain(
      '工期能否顺延？\n如不能，请说明。',
    );
    expect(root(el).querySelector('form')).to.equal(null);
  });

  describe('when the supplier may no longer ask', () => {
    it('says why instead of the form', async () => {
      backend([data({ askRefusal: '报名已截止，不能再提问' })]);
      const el = await fixture<TenderQuestions>(html`<tender-questions project-id="p-1"></tender-questions>`);
      await loaded(el);
      expect(root(el).querySelector('[part="closed"]')!.textContent).to.equal('报名已截止，不能再提问');
      expect(root(el).querySelector('[part="ask-form"]')).to.equal(null);
    });
  });

  describe('when a supplier asks', () => {
    it('refuses an empty question, sends a typed one, then lists it as theirs', async () => {
      const asked: unknown[] = [];
      const fake = backend([data({ canAsk: true }), data({ canAsk: true, questions: [ANSWERED, WAITING] })], {
        [routeOf('procureQuestion/ask')]: (request) => {
          asked.push(request.data);
          return ok(WAITING, '提问成功');
        },
      });
      const el = await fixture<TenderQuestions>(html`<tender-questions project-id="p-1"></tender-questions>`);
      await loaded(el);
      const form = root(el).querySelector<HTMLFormElement>('[part="ask-form"]')!;
      form.requestSubmit();
      await el.updateComplete;
      expect(root(el).querySelector('#ask-error')!.textContent).to.equal('请输入问题');
      expect(asked).to.have.length(0);
      await typeInto(el, '#ask', '付款方式？');
      const event = oneEvent(el, 'eip-question');
      form.requestSubmit();
      const { detail } = await event;
      expect(detail.action).to.equal('asked');
      expect(asked).to.deep.equal([{ projectId: 'p-1', question: '付款方式？' }]);
      await waitUntil(() => items(el).length === 2, 'the question is listed');
      expect(items(el)[1]!.textContent).to.contain('我的提问');
      expect(items(el)[1]!.textContent).to.contain('待答复');
      expect(fake.requests.filter((request) => request.path.endsWith('/query'))).to.have.length(2);
    });

    it('keeps the question typed when the server refuses it', async () => {
      backend([data({ canAsk: true })], {
        [routeOf('procureQuestion/ask')]: () => refuse('报名已截止，不能再提问'),
      });
      const el = await fixture<TenderQuestions>(html`<tender-questions project-id="p-1"></tender-questions>`);
      await loaded(el);
      await typeInto(el, '#ask', '还能报名吗？');
      root(el).querySelector<HTMLFormElement>('[part="ask-form"]')!.requestSubmit();
      await waitUntil(() => root(el).querySelector('#ask-error')!.textContent === '报名已截止，不能再提问');
      expect(root(el).querySelector<HTMLElement & { value: string }>('#ask')!.value).to.equal('还能报名吗？');
    });
  });

  describe('when the purchaser answers', () => {
    it('sends the answer of a waiting question', async () => {
      const sent: unknown[] = [];
      backend(
        [
          data({ canAnswer: true, questions: [ANSWERED, { ...WAITING, mine: false }] }),
          data({ canAnswer: true, questions: [ANSWERED, { ...WAITING, mine: false, answer: '按月支付。' }] }),
        ],
        {
          [routeOf('procureQuestion/answer')]: (request) => {
            sent.push(request.data);
            return ok({ ...WAITING, answer: '按月支付。' }, '答复成功');
          },
        },
      );
      const el = await fixture<TenderQuestions>(html`<tender-questions project-id="p-1"></tender-questions>`);
      await loaded(el);
      const forms = root(el).querySelectorAll<HTMLFormElement>('[part="answer-form"]');
      expect(forms).to.have.length(1);
      await typeInto(el, '#answer-qa-2', '按月支付。');
      forms[0]!.requestSubmit();
      await waitUntil(() => root(el).querySelectorAll('[part="answer"]').length === 2, 'the answer shows');
      expect(sent).to.deep.equal([{ id: 'qa-2', answer: '按月支付。' }]);
      expect(root(el).querySelector('[part="answer-form"]')).to.equal(null);
    });
  });

  for (const [language, heading, ask] of [
    ['zh-TW', '答疑', '我要提問'],
    ['en-US', 'Questions and answers', 'Ask a question'],
  ] as const) {
    it(`speaks ${language}`, async () => {
      await setLanguage(language, { persist: false });
      backend([data({ canAsk: true })]);
      const el = await fixture<TenderQuestions>(html`<tender-questions project-id="p-1"></tender-questions>`);
      await loaded(el);
      expect(root(el).querySelector('h3')!.textContent).to.equal(heading);
      expect(root(el).querySelector('#ask')!.getAttribute('label')).to.equal(ask);
    });
  }
});
