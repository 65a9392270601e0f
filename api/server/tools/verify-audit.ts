/**
 * Checks an exported audit trail (exportAudit, issue 36): `node --import tsx
 * api/server/tools/verify-audit.ts trail.json`. Prints ok and the count, or the first record that breaks
 * the chain; exits 0 when the chain holds, 1 when it does not, 2 when the file cannot be read.
 */
import { readFile } from 'node:fs/promises';
import { verifyAuditChain } from '../../contract/audit-chain.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: node --import tsx api/server/tools/verify-audit.ts <export.json>');
  process.exit(2);
}
let exported: unknown;
try {
  exported = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  console.error(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const verdict = await verifyAuditChain(exported);
if (verdict.ok) {
  console.log(`ok: ${verdict.count} records, the chain holds (last hash ${verdict.lastHash})`);
} else {
  console.log(
    `BROKEN at record ${verdict.index + 1}${verdict.seq === null ? '' : ` (seq ${verdict.seq})`}: ${verdict.reason}`,
  );
  process.exit(1);
}
