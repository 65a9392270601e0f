#!/usr/bin/env bash
# The directory sign-in test (tests/node/server/directory-sign-in.test.ts) needs Debian's OpenLDAP server.
# Installed when we run as root with apt-get; otherwise that test is skipped and says why.
set -uo pipefail
[ -x /usr/sbin/slapd ] && [ -x /usr/sbin/slapadd ] && [ -f /etc/ldap/schema/inetorgperson.schema ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "slapd not found: installing Debian's slapd package for the directory sign-in test..."
  export DEBIAN_FRONTEND=noninteractive
  # Only the binaries and schemas are used: the test runs its own instance. No database is configured
  # for the system service, and no service is started (policy-rc.d refuses it during the install).
  echo 'slapd slapd/no_configuration boolean true' | debconf-set-selections
  own_policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && own_policy=1
  fi
  apt-get update -qq && apt-get install -y -qq --no-install-recommends slapd >/dev/null ||
    echo "could not install slapd: its test will be skipped"
  [ -n "$own_policy" ] && rm -f /usr/sbin/policy-rc.d
  command -v systemctl >/dev/null 2>&1 && systemctl disable --now slapd >/dev/null 2>&1
fi
exit 0
