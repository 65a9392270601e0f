/**
 * Checks an exported audit trail (exportAudit, issue 36): `node --import tsx
 * api/server/tools/verify-audit.ts trail.json [--anchor <count>:<hash>]`. With --anchor (the record count
 * and last hash the project's award notice publishes), the trail must also hold that record at that
 * place. Prints ok and the count, or the first record that breaks the chain; exits 0 when the chain
 * holds, 1 when it does not, 2 when the file or the anchor cannot be read.
 */
import { readFile } from 'node:fs/promises';
import { type AuditChainAnchor, verifyAuditChain } from '../../contract/audit-chain.js';

const USAGE =
  'usage: node --import tsx api/server/tools/verify-audit.ts <export.json> [--anchor <count>:<hash>]';
const args = process.argv.slice(2);
const at = args.indexOf('--anchor');
const anchorText = at >= 0 ? args[at + 1] : undefined;
const file = args.find((arg, index) => !arg.startsWith('--') && (at < 0 || index !== at + 1));
if (!file || (at >= 0 && !anchorText)) {
  console.error(USAGE);
  process.exit(2);
}
let anchor: AuditChainAnchor | undefined;
if (anchorText) {
  const [count, lastHash] = anchorText.split(':');
  if (!count || !/^\d+$/.test(count) || !lastHash || !/^[0-9a-f]{64}$/i.test(lastHash)) {
    console.error(`not an anchor: ${anchorText} (${USAGE})`);
    process.exit(2);
  }
  anchor = { count: Number(count), lastHash };
}
let exported: unknown;
try {
  exported = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  console.error(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const verdict = await verifyAuditChain(exported, anchor);
if (verdict.ok) {
  const anchored = anchor ? `; record ${anchor.count} is the one the award notice published` : '';
  console.log(`ok: ${verdict.count} records, the chain holds (last hash ${verdict.lastHash})${anchored}`);
} else {
  console.log(
    `BROKEN at record ${verdict.index + 1}${verdict.seq === null ? '' : ` (seq ${verdict.seq})`}: ${verdict.reason}`,
  );
  process.exit(1);
}
