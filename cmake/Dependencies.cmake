# Every library vktexel builds against, each found the CMake way. A missing one stops configuration
# with the Debian 12 package that provides it (tools/debian-packages.txt lists them all, and
# tools/setup-debian.sh installs that list), never a compiler error deep in the build.
function(vktexel_require_package FOUND WHAT DEBIAN_PACKAGE)
  if(NOT ${FOUND})
    message(FATAL_ERROR "vktexel needs ${WHAT}, which is not installed: install Debian's "
                        "${DEBIAN_PACKAGE} package (tools/setup-debian.sh installs all that vktexel needs).")
  endif()
endfunction()

find_package(Vulkan QUIET)
vktexel_require_package(Vulkan_FOUND "The Vulkan headers and loader" libvulkan-dev)
find_package(glslang QUIET CONFIG)
vktexel_require_package(glslang_FOUND "glslang (GLSL to SPIR-V)" glslang-dev)
find_package(SPIRV-Tools QUIET CONFIG)
vktexel_require_package(SPIRV-Tools_FOUND "SPIRV-Tools (assembler, validator)" spirv-tools)
find_package(SPIRV-Tools-opt QUIET CONFIG)
vktexel_require_package(SPIRV-Tools-opt_FOUND "SPIRV-Tools-opt" spirv-tools)
# The self-test's SPIR-V mutations read opcodes and GLSL.std.450 instruction numbers from here.
find_package(SPIRV-Headers QUIET CONFIG)
vktexel_require_package(SPIRV-Headers_FOUND "The SPIR-V headers (spirv/unified1/spirv.hpp11)" spirv-headers)
find_package(PNG QUIET)  # the HTML report's pictures
vktexel_require_package(PNG_FOUND "libpng" libpng-dev)
# volk is shipped as source (volk.c beside volk.h) and compiled into the framework.
find_path(VOLK_SOURCE_DIR volk.c PATHS /usr/include)
vktexel_require_package(VOLK_SOURCE_DIR "volk (volk.h and volk.c)" libvulkan-volk-dev)
# ARM's ASTC reference codec: the model's ASTC texel decoder (framework/model/astc.cpp). Pinned to
# Debian 12's 4.2: the model reads its sRGB U8 output as the top 8 bits of C, which later versions
# round differently (tests/astc_test.cpp HandLaidBlockMatchesWeightApplication checks it).
find_package(astcenc 4.2...<4.3 QUIET CONFIG)
vktexel_require_package(astcenc_FOUND "astcenc 4.2 (ARM's ASTC codec, astcenc.h)" libastcenc-dev)
find_package(Threads REQUIRED)
