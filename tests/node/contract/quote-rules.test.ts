import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  aboveBudget,
  lineCents,
  QUOTATION_AMOUNT_REQUIRED,
  QUOTATION_DISCOUNT_RANGE,
  QUOTATION_LOWER_RANGE,
  QUOTATION_NEGATIVE,
  QUOTATION_NOT_NUMBER,
  QUOTATION_NOT_POSITIVE,
  QUOTATION_TOO_LARGE,
  QUOTATION_TOO_MANY_DECIMALS,
  quotationValueKind,
  quotedFigureError,
} from '../../../api/contract/quote-rules.js';

describe('quotedFigureError', () => {
  it('names the first rule a money figure breaks', () => {
    const cases: Array<[string, string | undefined]> = [
      ['', QUOTATION_AMOUNT_REQUIRED],
      ['abc', QUOTATION_NOT_NUMBER],
      ['-5', QUOTATION_NEGATIVE],
      ['12.345', QUOTATION_TOO_MANY_DECIMALS],
      ['0', QUOTATION_NOT_POSITIVE],
      ['100000000000', QUOTATION_TOO_LARGE],
      ['99999999999.99', undefined],
      [' 100.5 ', undefined],
    ];
    for (const [text, error] of cases) assert.equal(quotedFigureError(text, 'money'), error, text);
  });

  it('keeps a rate at most 100 and a markdown rate below it', () => {
    assert.equal(quotedFigureError('100', quotationValueKind('discount'), 'discount'), undefined);
    assert.equal(
      quotedFigureError('101', quotationValueKind('discount'), 'discount'),
      QUOTATION_DISCOUNT_RANGE,
    );
    assert.equal(
      QUOTATION_DISCOUNT_RANGE,
      '折扣率须大于0且不超过100',
      'a discount is named a discount, not 费率',
    );
    assert.equal(quotedFigureError('100', quotationValueKind('lower'), 'lower'), QUOTATION_LOWER_RANGE);
    assert.equal(quotedFigureError('101', quotationValueKind('lower'), 'lower'), QUOTATION_LOWER_RANGE);
    assert.equal(quotedFigureError('99.5', 'rate', 'lower'), undefined);
  });
});

describe('money in cents', () => {
  it('multiplies a unit price by its quantity and caps at the budget exactly', () => {
    assert.equal(lineCents('unitPrice', 10, 0.5), 5);
    assert.equal(lineCents('amount', 10, 3), 10);
    assert.equal(lineCents('unitPrice', 10, null), 10);
    assert.equal(aboveBudget(0.1 + 0.2, 0.3), false);
    assert.equal(aboveBudget(0.31, 0.3), true);
    assert.equal(aboveBudget(1e9, null), false);
  });
});
