#!/usr/bin/env bash
# Installs lavapipe from Debian's bookworm-backports (Mesa 25.0: sparse residency, which Debian 12's
# own 22.3 lacks) into a private prefix beside the system driver, and prints the VK_DRIVER_FILES
# value that selects it:
#   export VK_DRIVER_FILES="$(tools/install-lavapipe25.sh)"
# Root (or sudo) only to add the bookworm-backports apt source and download the package: nothing is
# installed system-wide. The package is unpacked with dpkg-deb -x, and the ICD JSON names the
# unpacked library by its absolute path. It runs with Debian 12's own libdrm and LLVM 15, which
# mesa-vulkan-drivers 22.3 (tools/debian-packages.txt) already pulls in. Idempotent: a prefix that
# already holds the candidate version is only checked.
# Usage: install-lavapipe25.sh [PREFIX]   (default /opt/vktexel/lavapipe-25)
set -euo pipefail
prefix="${1:-/opt/vktexel/lavapipe-25}"
package=mesa-vulkan-drivers
suite=bookworm-backports
sources=/etc/apt/sources.list.d/vktexel-bookworm-backports.sources
run_as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
say() { echo "install-lavapipe25: $*" >&2; }

# The backports suite, once. Its packages have apt priority 100: nothing upgrades to them unasked.
if ! apt-cache policy 2>/dev/null | grep -q " $suite/main"; then
  say "adding the $suite apt source ($sources)"
  printf 'Types: deb\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: main\nSigned-By: %s\n' \
    "$suite" /usr/share/keyrings/debian-archive-keyring.gpg | run_as_root tee "$sources" >/dev/null
  run_as_root apt-get update -qq
fi
version="$(apt-cache madison "$package" | awk -v s="$suite" '$0 ~ s"/main" { print $3; exit }')"
[ -n "$version" ] || { say "no $package in $suite: is the apt source reachable?"; exit 1; }

arch="$(dpkg --print-architecture)"
multiarch="$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -print-multiarch)"
library="$prefix/usr/lib/$multiarch/libvulkan_lvp.so"
icd="$prefix/lvp_icd.$arch.json"
stamp="$prefix/.version"

if [ "$(cat "$stamp" 2>/dev/null)" != "$version" ] || [ ! -f "$library" ]; then
  say "downloading $package $version ($suite) into $prefix"
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  if id _apt >/dev/null 2>&1; then run_as_root chown _apt "$work"; fi  # apt downloads as _apt
  (cd "$work" && run_as_root apt-get download -qq "$package=$version")
  run_as_root mkdir -p "$prefix"
  run_as_root dpkg-deb -x "$work"/"${package}"_*.deb "$prefix"
  [ -f "$library" ] || { say "the package holds no $library"; exit 1; }
  # The shipped JSON names the system path; ours names the unpacked library.
  api="$(sed -n 's/.*"api_version": *"\([^"]*\)".*/\1/p' "$prefix"/usr/share/vulkan/icd.d/lvp_icd*.json | head -1)"
  printf '{\n  "file_format_version": "1.0.1",\n  "ICD": {\n    "library_path": "%s",\n    "api_version": "%s"\n  }\n}\n' \
    "$library" "${api:-1.3.0}" | run_as_root tee "$icd" >/dev/null
  echo "$version" | run_as_root tee "$stamp" >/dev/null
fi

# Every shared library it needs must resolve on this system (Debian 12's own).
missing="$(ldd "$library" | awk '/not found/ { print $1 }')"
if [ -n "$missing" ]; then
  say "$library needs libraries this system lacks: $missing"
  exit 1
fi
say "lavapipe $version in $prefix"
echo "$icd"
