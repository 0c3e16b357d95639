#!/bin/sh
# Installs Debian's chromium-headless-shell, the browser the site's tests and Lighthouse drive
# (test/support/chromium.ts says why: the same Blink as Chromium, at about a third of its CPU per page
# load). Idempotent: does nothing when it is there. Without root it says how to install it and
# exits 0: the tests then use the headless shell inside @sparticuz/chromium, an older build.
# Called from .ci/run and the npm pretest hook.
set -eu
if [ -x /usr/lib/chromium/chromium-headless-shell ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "install-headless-chromium: chromium-headless-shell is missing, and this is not root; run: sudo apt-get install -y chromium-headless-shell (until then the tests use @sparticuz/chromium's)" >&2
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium-headless-shell >/dev/null
test -x /usr/lib/chromium/chromium-headless-shell
