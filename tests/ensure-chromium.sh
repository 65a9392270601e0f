#!/usr/bin/env bash
# Browser tests need Chromium. Use CHROME_PATH, else Debian's /usr/bin/chromium, installing it when we
# run as root with apt-get; otherwise say what to install.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "CHROME_PATH=$CHROME_PATH is not an executable file." >&2
  exit 1
fi
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
cat >&2 <<'MSG'
The browser tests need Chromium and none was found.
Install it (on Debian/Ubuntu: sudo apt-get install chromium), or point CHROME_PATH at a Chromium or
Chrome binary:  CHROME_PATH=/path/to/chrome npm test
MSG
exit 1
