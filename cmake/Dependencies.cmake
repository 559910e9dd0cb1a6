# Every library vktexel builds against, each found the CMake way. A missing one stops configuration
# with the Debian package that provides it, the same name in Debian 12 and 13
# (tools/debian-packages.txt lists them all, and tools/setup-debian.sh installs that list), never a
# compiler error deep in the build.
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
find_package(ZLIB QUIET)  # raw results files (report/raw_file.h) are gzip streams
vktexel_require_package(ZLIB_FOUND "zlib" zlib1g-dev)
# volk is shipped as source (volk.c beside volk.h) and compiled into the framework.
find_path(VOLK_SOURCE_DIR volk.c PATHS /usr/include)
vktexel_require_package(VOLK_SOURCE_DIR "volk (volk.h and volk.c)" libvulkan-volk-dev)
# ARM's ASTC reference codec: it reads ASTC blocks' bitstreams for the model
# (framework/model/astc_codec_block.cpp), which applies the weights with its own arithmetic, so the
# expected values do not depend on the codec's rounding. Releases the model has been checked against
# (tests/astc_test.cpp gives the same results with each): Debian 12's 4.2 and Debian 13's 5.2.
# Another release stops configuration, unless VKTEXEL_ALLOW_UNCHECKED_ASTCENC is on: then the ASTC
# unit tests say whether it reads blocks as the checked ones do.
set(VKTEXEL_ASTCENC_CHECKED 4.2 5.2)
option(VKTEXEL_ALLOW_UNCHECKED_ASTCENC "Build with an astcenc release the ASTC model has not been checked against" OFF)
find_package(astcenc QUIET CONFIG)
vktexel_require_package(astcenc_FOUND "astcenc (ARM's ASTC codec, astcenc.h)" libastcenc-dev)
string(REGEX MATCH "^[0-9]+\\.[0-9]+" VKTEXEL_ASTCENC_RELEASE "${astcenc_VERSION}")
if(NOT VKTEXEL_ASTCENC_RELEASE IN_LIST VKTEXEL_ASTCENC_CHECKED)
  string(REPLACE ";" ", " checked "${VKTEXEL_ASTCENC_CHECKED}")
  if(NOT VKTEXEL_ALLOW_UNCHECKED_ASTCENC)
    message(FATAL_ERROR "vktexel's ASTC model has been checked against astcenc ${checked}, not the installed "
                        "${astcenc_VERSION}: install Debian 12's or 13's libastcenc-dev, or configure with "
                        "-DVKTEXEL_ALLOW_UNCHECKED_ASTCENC=ON and run the ASTC unit tests (ctest -R Astc).")
  endif()
  message(WARNING "astcenc ${astcenc_VERSION} has not been checked (${checked} have): run ctest -R Astc")
endif()
find_package(Threads REQUIRED)
