#!/usr/bin/env bash
# The Dovecot mail test (tests/node/server/mail-dovecot.test.ts) needs Debian's Dovecot IMAP server.
# Installed when we run as root with apt-get; otherwise that test is skipped and says why.
set -uo pipefail
[ -x /usr/sbin/dovecot ] && [ -x /usr/lib/dovecot/dovecot-lda ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Dovecot not found: installing Debian's dovecot-imapd package for the mail test..."
  export DEBIAN_FRONTEND=noninteractive
  # Only the binaries are used: the test runs its own instance; the system service stays stopped.
  apt-get update -qq && apt-get install -y -qq dovecot-imapd >/dev/null || echo "could not install dovecot-imapd: its test will be skipped"
  command -v systemctl >/dev/null 2>&1 && systemctl disable --now dovecot >/dev/null 2>&1
fi
exit 0
