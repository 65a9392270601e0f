#!/usr/bin/env bash
# The end-to-end files, the longest first: three run at a time, and a long one started last would run
# alone at the end while the other slot has nothing left to do.
cd "$(dirname "$0")/.."
{
  printf '%s\n' tests/e2e/xss.test.ts tests/e2e/workflow.test.ts tests/e2e/shell.test.ts \
    tests/e2e/public-site.test.ts tests/e2e/workflow-actions.test.ts tests/e2e/shell-defects.test.ts \
    tests/e2e/staff-pages.test.ts
  find tests/e2e -name '*.test.ts' | sort
} | awk '!seen[$0]++'
