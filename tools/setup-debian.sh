#!/usr/bin/env bash
# Installs what vktexel needs to build, test and run on Debian 12 (bookworm), all from Debian:
# the Vulkan loader and headers, volk, glslang, SPIRV-Tools, GoogleTest, libpng (the HTML report's
# pictures), lavapipe (the default device when no GPU is present) and the validation layers.
# Runs as root, or through sudo.
set -euo pipefail
packages=(
  build-essential cmake pkg-config
  libvulkan-dev libvulkan-volk-dev glslang-dev glslang-tools spirv-tools
  googletest libgtest-dev libpng-dev
  mesa-vulkan-drivers vulkan-validationlayers vulkan-tools
)
run_as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
export DEBIAN_FRONTEND=noninteractive
run_as_root apt-get update -qq
run_as_root apt-get install -y -qq --no-install-recommends "${packages[@]}"
