import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CONTACT_NAME_REQUIRED,
  EMAIL_INVALID,
  PAYMENT_PROOF_REQUIRED,
  REJECT_REASON_REQUIRED,
  registrationFormError,
} from '../../../api/contract/procure-registration.js';

const contact = { fRegistratorName: '张三', fRegistratorPhone: '13800000000', fRegistratorEmail: 'a@b.cn' };
const proof = JSON.stringify([{ name: 'proof.png', response: { fileId: 'f1', fileName: 'proof.png' } }]);

describe('registrationFormError', () => {
  it('asks an invited supplier for a payment proof when the project charges a fee, or when it is not known', () => {
    assert.equal(registrationFormError(contact, 'invite', { feeRequired: true }), PAYMENT_PROOF_REQUIRED);
    assert.equal(registrationFormError(contact, 'invite'), PAYMENT_PROOF_REQUIRED);
    assert.equal(
      registrationFormError({ ...contact, fFkpz: proof }, 'invite', { feeRequired: true }),
      undefined,
    );
  });

  it('asks for no payment proof when the project charges no fee', () => {
    assert.equal(registrationFormError(contact, 'invite', { feeRequired: false }), undefined);
    assert.equal(registrationFormError(contact, 'signUp', { feeRequired: false }), undefined);
  });

  it('needs only the reason to decline, and the contact rules to accept', () => {
    assert.equal(registrationFormError({ status: 'reject' }, 'invite'), REJECT_REASON_REQUIRED);
    assert.equal(registrationFormError({ status: 'reject', reason: '产能不足' }, 'invite'), undefined);
    assert.equal(
      registrationFormError({ ...contact, fRegistratorName: ' ' }, 'invite'),
      CONTACT_NAME_REQUIRED,
    );
    assert.equal(registrationFormError({ ...contact, fRegistratorEmail: 'a@b' }, 'signUp'), EMAIL_INVALID);
  });
});
