#!/usr/bin/env bash
# Installs what vktexel needs to build, test and run on Debian 12 (bookworm) or 13 (trixie), all
# from Debian: the packages listed, each with its reason, in tools/debian-packages.txt. Runs as
# root, or through sudo. `setup-debian.sh --list [FILE]` only prints the package names of FILE (default:
# that list), one a line, for tools/check-deps.
set -euo pipefail
list="$(dirname "$0")/debian-packages.txt"
package_names() { sed -e 's/#.*//' -e '/^[[:space:]]*$/d' -e 's/[[:space:]]//g' "$1"; }
if [ "${1:-}" = --list ]; then
  package_names "${2:-$list}"
  exit 0
fi
mapfile -t packages < <(package_names "$list")
run_as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
export DEBIAN_FRONTEND=noninteractive
run_as_root apt-get update -qq
run_as_root apt-get install -y -qq --no-install-recommends "${packages[@]}"
