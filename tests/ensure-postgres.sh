#!/usr/bin/env bash
# The PostgreSQL test (tests/node/server/postgres.test.ts) needs Debian's PostgreSQL server binaries.
# Installed when we run as root with apt-get; otherwise that test is skipped and says why.
set -uo pipefail
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL not found: installing Debian's postgresql package for the PostgreSQL test..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq postgresql >/dev/null || echo "could not install postgresql: its test will be skipped"
fi
exit 0
