#!/usr/bin/env bash
# Installs Debian packages whose command is missing: bash scripts/apt-install.sh <command>=<package>…
# e.g. `bash scripts/apt-install.sh redis-server=redis-server haproxy=haproxy`. Uses sudo when not root.
set -euo pipefail
missing=()
for pair in "$@"; do
  command="${pair%%=*}"
  package="${pair#*=}"
  command -v "$command" >/dev/null 2>&1 || [ -x "/usr/sbin/$command" ] || missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0
echo "Installing Debian's ${missing[*]}…" >&2
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
# policy-rc.d-less containers: the packages' services are not started (we run our own instances).
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
