#!/bin/sh
# Installs, from Debian, the runtimes that test/site/lib/request-samples-run.test.ts runs every code
# sample with: curl, HTTPie, Python 3 with requests, Go, a JDK (`java File.java`), Ruby and PHP with
# its cURL extension. Node.js is the project's own (node@24). Idempotent: does nothing when every
# runtime is already there. Called from .ci/run and the npm pretest hook.
set -eu
missing=""
command -v curl >/dev/null 2>&1 || missing="$missing curl"
command -v http >/dev/null 2>&1 || missing="$missing httpie"
/usr/bin/python3 -c 'import requests' >/dev/null 2>&1 || missing="$missing python3-requests"
command -v go >/dev/null 2>&1 || missing="$missing golang-go"
command -v javac >/dev/null 2>&1 || missing="$missing default-jdk-headless"
command -v ruby >/dev/null 2>&1 || missing="$missing ruby"
command -v php >/dev/null 2>&1 || missing="$missing php-cli"
php -r 'exit(function_exists("curl_init") ? 0 : 1);' >/dev/null 2>&1 || missing="$missing php-curl"
if [ -z "$missing" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "install-sample-runtimes: missing$missing, and this is not root; run: sudo apt-get install -y$missing" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086 # one word per package
apt-get install -y -qq --no-install-recommends $missing >/dev/null
command -v go >/dev/null && command -v java >/dev/null && command -v ruby >/dev/null && command -v php >/dev/null
