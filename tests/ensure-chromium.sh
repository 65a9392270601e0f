#!/usr/bin/env bash
# Browser tests need Chromium. Use CHROME_PATH, else Debian's headless shell (chromium-headless-shell,
# the binary tests/chromium.mjs picks: less than half the CPU of the full browser per page), else
# Debian's /usr/bin/chromium. As root with apt-get, whichever of the two is missing is installed (the
# benchmarks' Lighthouse runs the full browser); otherwise say what to install.
set -euo pipefail
# The pages are Chinese: without a CJK font Chromium draws boxes. Any one does (the tests pass with
# WenQuanYi Micro Hei and with Debian's Noto CJK); when none is there, root with apt-get adds the small
# WenQuanYi, whichever Chromium is used, and otherwise it is said what to install.
if ! { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh family 2>/dev/null)" ]; }; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing a CJK font (fonts-wqy-microhei) for the browser tests..."
    export DEBIAN_FRONTEND=noninteractive
    { apt-get update -qq && apt-get install -y -qq fonts-wqy-microhei >/dev/null; } ||
      echo "apt-get could not install fonts-wqy-microhei; Chinese text will show as boxes." >&2
  else
    echo "No CJK font found: install one (e.g. sudo apt-get install fonts-wqy-microhei or fonts-noto-cjk)." >&2
  fi
fi
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "CHROME_PATH=$CHROME_PATH is not an executable file." >&2
  exit 1
fi
[ -x /usr/bin/chromium-headless-shell ] && [ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium and chromium-headless-shell packages..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-headless-shell fonts-wqy-microhei >/dev/null ||
    echo "apt-get could not install them all; going on with what there is." >&2
fi
{ [ -x /usr/bin/chromium-headless-shell ] || [ -x /usr/bin/chromium ]; } && exit 0
cat >&2 <<'MSG'
The browser tests need Chromium and none was found.
Install it (on Debian/Ubuntu: sudo apt-get install chromium-headless-shell, or chromium), or point
CHROME_PATH at a Chromium or Chrome binary:  CHROME_PATH=/path/to/chrome npm test
MSG
exit 1
