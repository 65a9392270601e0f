#!/usr/bin/env bash
# The test behind nginx (tests/node/server/behind-nginx.test.ts) needs Debian's nginx. Installed when we
# run as root with apt-get; otherwise that test is skipped and says why.
set -uo pipefail
command -v nginx >/dev/null 2>&1 && exit 0
[ -x /usr/sbin/nginx ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx not found: installing Debian's nginx package for the test behind nginx..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq nginx >/dev/null || echo "could not install nginx: its test will be skipped"
fi
exit 0
