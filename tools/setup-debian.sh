#!/usr/bin/env bash
# Installs what vktexel needs to build, test and run on Debian 12 (bookworm), all from Debian:
# the packages listed, each with its reason, in tools/debian-packages.txt. Runs as root, or
# through sudo.
set -euo pipefail
list="$(dirname "$0")/debian-packages.txt"
mapfile -t packages < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' -e 's/[[:space:]]//g' "$list")
run_as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
export DEBIAN_FRONTEND=noninteractive
run_as_root apt-get update -qq
run_as_root apt-get install -y -qq --no-install-recommends "${packages[@]}"
