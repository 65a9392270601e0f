import { expect } from '@open-wc/testing';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../../elements/core/draft-storage.js';
import { countdownParts, deadlineMs, formatClock } from '../../../elements/core/server-countdown.js';
import { checkQuote, emptyDraft, itemsTotal } from '../../../elements/quote-form/quote-model.js';

describe('server countdown helpers', () => {
  it('splits what is left into whole units, rounding the last second up', () => {
    expect(countdownParts(90_061_500)).to.deep.equal({ days: 1, hours: 1, minutes: 1, seconds: 2 });
    expect(formatClock(countdownParts(3_599_001))).to.equal('01:00:00');
    expect(formatClock(countdownParts(-5))).to.equal('00:00:00');
    expect(formatClock(countdownParts(Number.NaN))).to.equal('00:00:00');
  });

  it('reads deadlines as numbers or ISO texts, nothing else', () => {
    expect(deadlineMs('2026-11-20T02:30:00.000Z')).to.equal(Date.parse('2026-11-20T02:30:00.000Z'));
    expect(deadlineMs(12)).to.equal(12);
    expect(deadlineMs('soon')).to.equal(undefined);
    expect(deadlineMs(null)).to.equal(undefined);
  });
});

describe('draft storage', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a draft per key in the tab until cleared', () => {
    const key = draftKey('quote', 'supplier', 'p-1', 2);
    expect(key).to.not.equal(draftKey('quote', 'supplier2', 'p-1', 2));
    expect(key).to.not.equal(draftKey('quote', 'supplier', 'p-1', 3));
    writeDraft(key, { amount: '12.5' });
    expect(readDraft(key)).to.deep.equal({ amount: '12.5' });
    clearDraft(key);
    expect(readDraft(key)).to.equal(undefined);
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem(draftKey('x'), '{not json');
    expect(readDraft(draftKey('x'))).to.equal(undefined);
  });
});

describe('quote model', () => {
  const goods = [
    { id: 'a', goodsName: 'A', quantity: 3 },
    { id: 'b', goodsName: 'B', quantity: 0.5 },
  ];

  it('sums per-item quotes exactly in cents', () => {
    expect(itemsTotal('unitPrice', goods, { a: '0.1', b: '0.3' })).to.equal('0.45');
    expect(itemsTotal('amount', goods, { a: '0.1', b: '0.2' })).to.equal('0.30');
    expect(itemsTotal('unitPrice', goods, { a: '1' })).to.equal('');
  });

  it('builds the body of each mode', () => {
    const sum = checkQuote(
      { ...emptyDraft(), amount: ' 100.5 ' },
      { mode: 'sum', goods: [], documentsRequired: false },
    );
    expect(sum).to.deep.equal({
      ok: true,
      figures: { amount: '100.5', kind: 'money' },
      body: { quotationAmount: 100.5 },
    });
    const discount = checkQuote(
      { ...emptyDraft(), amount: '100' },
      { mode: 'discount', goods: [], documentsRequired: false },
    );
    expect(discount.ok).to.equal(true);
    const files = [
      { fileId: 'f-1', fileName: 'bid.pdf', name: 'bid.pdf', size: 10, status: 'success' as const },
    ];
    const business = checkQuote(
      { amount: '10', items: {}, files },
      { mode: 'business', goods: [], documentsRequired: true },
    );
    expect(business.ok && JSON.parse(business.body.quotationFile!)[0].response).to.deep.equal({
      fileId: 'f-1',
      fileName: 'bid.pdf',
    });
    const uploading = checkQuote(
      { amount: '10', items: {}, files: [{ ...files[0]!, status: 'uploading' as const }] },
      { mode: 'business', goods: [], documentsRequired: true },
    );
    expect(uploading.ok).to.equal(false);
  });
});
