#!/usr/bin/env bash
# What the browser tests need from the system, installed from Debian's packages when missing:
# Chromium drives the browser tests; nginx (with envsubst) serves the build in
# tests/e2e/nginx.e2e.ts; the cross-engine journeys also run Firefox ESR (WebDriver BiDi) and
# WebKitGTK's MiniBrowser (WebKitWebDriver) under Xvfb. Run by `npm test` before its stages when
# the browser stage is among them (tests/stages.ts), and so by .ci/run.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/xvfb-run ] || missing+=(xvfb)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v envsubst >/dev/null || missing+=(gettext-base)
versions() {
  # CI's log says which browsers the run had.
  if [ "${CI:-}" = true ]; then
    /usr/bin/chromium --version
    /usr/bin/firefox-esr --version
    dpkg-query -W -f='webkit2gtk-driver ${Version}\n' webkit2gtk-driver
    /usr/sbin/nginx -v
  fi
}
if [ ${#missing[@]} -eq 0 ]; then
  versions
  exit 0
fi

if ! command -v apt-get >/dev/null; then
  echo "npm test: the browser tests need Debian's ${missing[*]}, and this system has no apt-get." >&2
  echo "Install their equivalents, or run the other stages: npm test -- --only typecheck,lint,vitest" >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  as_root=(sudo)
else
  echo "npm test: the browser tests need Debian's ${missing[*]}. Install them once with:" >&2
  echo "  sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "npm test: installing Debian's ${missing[*]} (the browser tests need them)"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
versions
