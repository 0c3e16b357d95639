#!/bin/sh
# Installs the DNS servers the domain-check suites run on loopback, from Debian: NSD (authoritative),
# Unbound (the validating resolver of the DNS world) and bind9-utils (dnssec-keygen, dnssec-signzone
# sign its root and zones). Idempotent: does nothing when every tool is already on PATH. Called from
# .ci/run and the npm pretest hook.
set -eu
PATH="$PATH:/usr/sbin:/sbin"
missing=""
for tool in nsd:nsd unbound:unbound dnssec-signzone:bind9-utils; do
  command -v "${tool%%:*}" >/dev/null 2>&1 || missing="$missing ${tool#*:}"
done
if [ -z "$missing" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "install-dns-tools: missing$missing, and this is not root; run: sudo apt-get install -y$missing" >&2
  echo "install-dns-tools: the DNS world suite also needs root to listen on port 53 of 127.53.x.y." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086 # one word per package
apt-get install -y -qq $missing >/dev/null
# The packages may start system services on port 53; the tests run their own servers.
for service in nsd unbound; do
  if command -v systemctl >/dev/null 2>&1; then systemctl disable --now "$service" >/dev/null 2>&1 || true; fi
  if command -v service >/dev/null 2>&1; then service "$service" stop >/dev/null 2>&1 || true; fi
done
command -v nsd >/dev/null && command -v unbound >/dev/null && command -v dnssec-signzone >/dev/null
