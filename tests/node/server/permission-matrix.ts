import assert from 'node:assert/strict';
import { it } from 'node:test';

/** What a call answers: a success (with the count of a list), a refusal in the envelope, or an HTTP error. */
export type Outcome = 'ok' | 'refused' | 400 | 403 | 404 | 401 | `ok:${number}`;

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

/** A row called over HTTP: its method, path and JSON body; `raw` when it answers bytes, not an envelope. */
export interface HttpRow {
  method: string;
  path: string;
  body?: unknown;
  raw?: boolean;
}

/**
 * What a row's call answers one identity (its token, none for a visitor) at `url`: 400, 401 or 403 as
 * such; a download ok; an envelope refused, or ok with the count of a list (its rows, an array, or a
 * count it answers).
 */
export async function httpOutcome(url: string, row: HttpRow, token: string | undefined): Promise<Outcome> {
  const response = await fetch(url + row.path, {
    method: row.method,
    headers: {
      ...(row.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: row.body === undefined ? undefined : JSON.stringify(row.body),
  });
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    await response.arrayBuffer();
    return response.status;
  }
  if (row.raw) {
    await response.arrayBuffer();
    return response.status === 200 ? 'ok' : (`status ${response.status}` as Outcome);
  }
  const body = (await response.json()) as {
    state: boolean;
    message: string;
    value?: { rows?: unknown[] } | unknown[] | number;
  };
  if (response.status !== 200) return `status ${response.status}: ${body.message}` as Outcome;
  if (!body.state) return 'refused';
  if (typeof body.value === 'number') return `ok:${body.value}`;
  if (Array.isArray(body.value)) return `ok:${body.value.length}`;
  return Array.isArray(body.value?.rows) ? `ok:${body.value.rows.length}` : 'ok';
}
