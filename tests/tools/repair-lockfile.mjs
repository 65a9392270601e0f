#!/usr/bin/env node
/**
 * Works around npm/cli#9846: where the registry cannot serve another platform's optional binary
 * (e.g. @biomejs/cli-darwin-arm64), `npm install` leaves it out of package-lock.json and `npm ci`
 * then rejects that same lock as "out of sync". This adds a lock entry (version and optional:true)
 * for every optional dependency a locked package declares but the lock lacks. On install, npm skips
 * an optional package it cannot fetch, exactly as before.
 *
 *   node tests/tools/repair-lockfile.mjs          repair package-lock.json (run after npm install)
 *   node tests/tools/repair-lockfile.mjs --check  exit 1 when the lock needs repair (npm test runs it)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const file = join(import.meta.dirname, '../../package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** Where node would resolve `name` from the package at `from` (its own node_modules, then up). */
function resolvedPath(from, name) {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvedPath(path, name)) continue;
    const target = path
      ? `${path.slice(0, path.lastIndexOf('node_modules/') + 'node_modules/'.length)}${name}`
      : `node_modules/${name}`;
    const version = range.replace(/^[\^~=]/, '');
    missing.push([target, { version, dev: entry.dev, optional: true }]);
  }
}

if (process.argv.includes('--check')) {
  for (const [target] of missing)
    console.error(`package-lock.json lacks ${target}: run node tests/tools/repair-lockfile.mjs`);
  process.exit(missing.length ? 1 : 0);
}
if (missing.length === 0) process.exit(0);
for (const [target, entry] of missing) {
  if (!entry.dev) delete entry.dev;
  packages[target] = entry;
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${missing.length} optional entries`);
