#!/bin/sh
# Installs NSD from Debian for the domain-check interop suite. Idempotent: does nothing when nsd is
# already on PATH. Called from .ci/run and the npm pretest hook.
set -eu
if command -v nsd >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "install-nsd: nsd is missing and this is not root; run: sudo apt-get install -y nsd" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq nsd >/dev/null
# The package starts a system nsd on port 53; the tests run their own on a high port.
if command -v systemctl >/dev/null 2>&1; then systemctl disable --now nsd >/dev/null 2>&1 || true; fi
command -v nsd >/dev/null
