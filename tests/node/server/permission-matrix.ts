import assert from 'node:assert/strict';
import { it } from 'node:test';

/** What a call answers: a success (with the count of a list), a refusal in the envelope, or an HTTP error. */
export type Outcome = 'ok' | 'refused' | 400 | 403 | 401 | 404 | `ok:${number}`;

/** A builder of a row's expectations: the outcomes in the order of `identities`. */
export function outcomesIn<Identity extends string>(identities: readonly Identity[]) {
  return (...outcomes: Outcome[]): Record<Identity, Outcome> => {
    assert.equal(outcomes.length, identities.length);
    return Object.fromEntries(identities.map((identity, index) => [identity, outcomes[index]])) as Record<
      Identity,
      Outcome
    >;
  };
}

/** A call of a permission matrix: what each identity is expected to get. */
export interface MatrixRow<Identity extends string> {
  call: string;
  object: string;
  expected: Record<Identity, Outcome>;
}

/**
 * One test per identity: every row's call answers that identity as the table says. `ok` without a count
 * accepts any list.
 */
export function itAnswersAsTheTableSays<Identity extends string, Row extends MatrixRow<Identity>>(
  identities: readonly Identity[],
  rows: readonly Row[],
  outcomeOf: (row: Row, identity: Identity) => Promise<Outcome>,
): void {
  for (const identity of identities) {
    it(`answers ${identity} as the table says, for every call`, async () => {
      const mismatches: string[] = [];
      for (const row of rows) {
        const expected = row.expected[identity];
        const actual = await outcomeOf(row, identity);
        // `ok` without a count accepts any list.
        const matches =
          expected === 'ok' ? actual === 'ok' || String(actual).startsWith('ok:') : actual === expected;
        if (!matches) mismatches.push(`${row.call} (${row.object}): expected ${expected}, got ${actual}`);
      }
      assert.deepEqual(mismatches, []);
    });
  }
}
