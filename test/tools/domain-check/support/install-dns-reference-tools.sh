#!/bin/sh
# Installs DNS's reference diagnosis tools from Debian, to compare domain-check's verdicts with theirs
# on the DNS world's scenarios: zonemaster-cli (Zonemaster engine) and dnsviz.
# system/dns-world-reference-tools.test.ts runs them (and fails when they are missing); called from .ci/run, as install-dns-tools.sh is,
# and by `npm run test:reference-tools`. Idempotent: does nothing when both are already on PATH. Run as root.
#
# Against a running DNS world (root on 127.53.0.1), from inside its network namespace:
#   printf '. 3600 NS ns.root-servers.test.\nns.root-servers.test. 3600 A 127.53.0.1\n' > root.hints
#   zonemaster-cli --hints root.hints --no-ipv6 --raw --show-testcase --level WARNING ZONE
#   dnsviz probe -A -4 -a . -x .:ns.root-servers.test=127.53.0.1 -o probe.json NAME…
#   dig @127.53.0.1 . DNSKEY +noall +answer > root.key && dnsviz print -t root.key -r probe.json
set -eu
PATH="$PATH:/usr/sbin:/sbin"
missing=""
for tool in zonemaster-cli:zonemaster-cli dnsviz:dnsviz; do
  command -v "${tool%%:*}" >/dev/null 2>&1 || missing="$missing ${tool#*:}"
done
if [ -z "$missing" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "install-dns-reference-tools: missing$missing, and this is not root; run: sudo apt-get install -y$missing" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086 # one word per package
apt-get install -y -qq $missing >/dev/null
command -v zonemaster-cli >/dev/null && command -v dnsviz >/dev/null
