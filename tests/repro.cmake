# `vktexel repro` of a 2D fetch case: the files, the Amber script's shape, and the standalone
# Vulkan C++ program configured, built and run on lavapipe: every probe PASS. Then the same for
# a case whose expectations a model fault makes wrong: the program prints FAIL and exits 1. The
# same for a LINEAR lookup, and its program refuses to judge a device with fewer sub-texel bits.
# Where ../shared/amber/amber is (AMBER), upstream Amber runs each script and must pass or fail as
# the program does; elsewhere, when Python 3 is there, amber_script_check.py reads the script as
# Amber would and checks its data and EXPECT lines against the program's raw results.
# Arguments: VKTEXEL, WORK_DIR, GENERATOR, AMBER (optional), PYTHON (optional), CHECK_SCRIPT.
include("${CMAKE_CURRENT_LIST_DIR}/repro_program.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")

function(run_checked)
  cmake_parse_arguments(R "" "EXIT;OUT" "COMMAND;REGEX" ${ARGN})
  execute_process(COMMAND ${R_COMMAND} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status STREQUAL "${R_EXIT}")
    message(FATAL_ERROR "'${R_COMMAND}': exit status ${status}, expected ${R_EXIT}\n${out}${err}")
  endif()
  foreach(regex ${R_REGEX})
    if(NOT "${out}${err}" MATCHES "${regex}")
      message(FATAL_ERROR "'${R_COMMAND}' output does not match '${regex}'\n${out}${err}")
    endif()
  endforeach()
endfunction()

# Generates, builds and runs the repro of CASE in DIR; extra arguments go to `vktexel repro`.
function(repro_case CASE DIR EXIT REGEX AMBER_VERDICT)
  run_checked(COMMAND "${VKTEXEL}" repro ${CASE} -o "${DIR}" ${ARGN} EXIT 0 REGEX "Amber script with [0-9]+ EXPECT lines")
  foreach(f ${CASE}.spv ${CASE}.comp ${CASE}.amber image.bin probes.bin case_data.h repro.cpp CMakeLists.txt README.md)
    if(NOT EXISTS "${DIR}/${f}")
      message(FATAL_ERROR "repro did not write ${f}")
    endif()
  endforeach()
  file(READ "${DIR}/${CASE}.spv" magic LIMIT 4 HEX)
  if(NOT magic STREQUAL "03022307")
    message(FATAL_ERROR "${CASE}.spv does not start with the SPIR-V magic number: ${magic}")
  endif()
  build_and_run_repro("${DIR}" "${GENERATOR}" STATUS status OUTPUT out ARGS --device llvmpipe --dump "${DIR}/results.bin")
  if(NOT status STREQUAL "${EXIT}" OR NOT out MATCHES "${REGEX}")
    message(FATAL_ERROR "${CASE}'s program: ${status}, expected exit ${EXIT} and output matching '${REGEX}'\n${out}")
  endif()
  if(AMBER AND EXISTS "${AMBER}")  # upstream Amber runs the script on the same driver
    if(AMBER_VERDICT STREQUAL "pass")
      run_checked(COMMAND "${AMBER}" "${DIR}/${CASE}.amber" EXIT 0 REGEX "Summary: 1 pass, 0 fail")
    else()
      run_checked(COMMAND "${AMBER}" "${DIR}/${CASE}.amber" EXIT 1 REGEX "Summary: 0 pass, 1 fail")
    endif()
  elseif(PYTHON)  # no Amber here: read the script as Amber would against the program's results
    run_checked(COMMAND "${PYTHON}" "${CHECK_SCRIPT}" "${DIR}" ${AMBER_VERDICT} EXIT 0)
  endif()
endfunction()

set(case ld.2d.r8g8b8a8_unorm.17x9.level0)
repro_case(${case} "${WORK_DIR}/pass" 0 "PASS probe 0 \\[texel \\(0,0,0\\) layer 0\\] fetch coord \\(0, 0\\) lod 0\n.*153 passed, 0 failed, 0 undecided, 0 unchecked: PASS" pass)
file(READ "${WORK_DIR}/pass/${case}.amber" amber)
foreach(regex "^#!amber\n" "SHADER compute probe_shader GLSL\n#version 450\n.*texelFetch"
        "IMAGE texture FORMAT R8G8B8A8_UNORM DIM_2D WIDTH 17 HEIGHT 9 DATA\n0x"
        "BIND BUFFER texture AS sampled_image DESCRIPTOR_SET 1 BINDING 0"
        "RUN pipeline 3 1 1\n" "EXPECT results IDX 2432 GE [0-9.e-]+ [0-9.e-]+ [0-9.e-]+ [0-9.e-]+\nEXPECT results IDX 2432 LE [0-9.e-]+ [0-9.e-]+ [0-9.e-]+ [0-9.e-]+\nEXPECT results IDX 2432 NE -[0-9.e-]+ -[0-9.e-]+ -[0-9.e-]+ -[0-9.e-]+\n")
  if(NOT amber MATCHES "${regex}")
    message(FATAL_ERROR "${case}.amber does not match '${regex}'")
  endif()
endforeach()
file(READ "${WORK_DIR}/pass/README.md" readme)
if(NOT readme MATCHES "amber ${case}.amber" OR NOT readme MATCHES "in unmodified upstream Amber")
  message(FATAL_ERROR "README.md does not say how to run the Amber script and where it was run\n${readme}")
endif()

repro_case(ld.2d.r8g8b8a8_unorm.17x9.offset_m8_7 "${WORK_DIR}/fail" 1
           "FAIL probe 0 \\[reads \\(0,7,0\\)\\].*\n    expected .*\n    got .*0 passed, 6 failed, 0 undecided, 0 unchecked: FAIL" fail
           --model-fault ignore_offset)
# Amber's 3D images and uniform texel buffers (issue 22, item 2): each script's data and EXPECT
# lines hold against the program's results, and a model fault makes both fail.
repro_case(ld.3d.r8g8b8a8_snorm.10x9x9.level0 "${WORK_DIR}/pass_3d" 0 "64 passed, 0 failed, 0 undecided, 0 unchecked: PASS" pass)
repro_case(ld.3d.r8g8b8a8_snorm.10x9x9.level0 "${WORK_DIR}/fail_3d" 1 "[1-9][0-9]* failed, 0 undecided, 0 unchecked: FAIL" fail
           --model-fault snorm_min_below_minus_one)
repro_case(ld.buffer.r8g8b8a8_snorm.257.texels "${WORK_DIR}/pass_buffer" 0 "257 passed, 0 failed, 0 undecided, 0 unchecked: PASS" pass)
repro_case(ld.buffer.r8g8b8a8_snorm.257.texels "${WORK_DIR}/fail_buffer" 1 "[1-9][0-9]* failed, 0 undecided, 0 unchecked: FAIL" fail
           --model-fault snorm_min_below_minus_one)
foreach(check "pass_3d/ld.3d.r8g8b8a8_snorm.10x9x9.level0.amber;IMAGE texture FORMAT R8G8B8A8_SNORM DIM_3D WIDTH 10 HEIGHT 9 DEPTH 9 DATA\n0x"
        "pass_buffer/ld.buffer.r8g8b8a8_snorm.257.texels.amber;BUFFER texture DATA_TYPE R8G8B8A8_SNORM DATA\n0x"
        "pass_buffer/ld.buffer.r8g8b8a8_snorm.257.texels.amber;BIND BUFFER texture AS uniform_texel_buffer DESCRIPTOR_SET 1 BINDING 0")
  list(GET check 0 file)
  list(GET check 1 regex)
  file(READ "${WORK_DIR}/${file}" text)
  if(NOT text MATCHES "${regex}")
    message(FATAL_ERROR "${file} does not match '${regex}'")
  endif()
endforeach()
# A sampled lookup (issue 37): LINEAR weights computed for the device's sub-texel bits pass, one grid
# step off fail; a program whose expectations assume more bits than the device has cannot judge.
set(case tex.2d.r32g32b32a32_sfloat.16x8.weights)
repro_case(${case} "${WORK_DIR}/pass_tex" 0
           "expectations for [0-9]+ sub-texel bits and [0-9]+ mipmap bits; the device has.*11 passed, 0 failed, 0 undecided, 0 unchecked: PASS" pass)
repro_case(${case} "${WORK_DIR}/fail_tex" 1 "[1-9][0-9]* failed, 0 undecided, 0 unchecked: FAIL" fail
           --model-fault sample_weight_step_up)
file(READ "${WORK_DIR}/pass_tex/${case}.amber" amber)
if(NOT amber MATCHES "SAMPLER texture_sampler MAG_FILTER linear MIN_FILTER linear ADDRESS_MODE_U clamp_to_edge")
  message(FATAL_ERROR "${case}.amber has no LINEAR sampler\n${amber}")
endif()
file(READ "${WORK_DIR}/pass_tex/case_data.h" data)
string(REGEX REPLACE "kSubTexelPrecisionBits = [0-9]+" "kSubTexelPrecisionBits = 31" data "${data}")
file(WRITE "${WORK_DIR}/pass_tex/case_data.h" "${data}")
build_and_run_repro("${WORK_DIR}/pass_tex" "${GENERATOR}" STATUS status OUTPUT out ARGS --device llvmpipe)
if(NOT status STREQUAL "2" OR NOT out MATCHES "expectations for 31 sub-texel bits.*CANNOT JUDGE")
  message(FATAL_ERROR "a repro assuming 31 sub-texel bits: exit ${status}, expected 2 and CANNOT JUDGE\n${out}")
endif()
# The separate-sampler twin (P-01): the program binds a SAMPLER at binding 1, the script says so.
repro_case(${case}_separate "${WORK_DIR}/pass_separate" 0 "11 passed, 0 failed, 0 undecided, 0 unchecked: PASS" pass)
file(READ "${WORK_DIR}/pass_separate/${case}_separate.amber" amber)
if(NOT amber MATCHES "AS sampled_image DESCRIPTOR_SET 1 BINDING 0\n  BIND SAMPLER texture_sampler DESCRIPTOR_SET 1 BINDING 1")
  message(FATAL_ERROR "${case}_separate.amber binds no separate sampler\n${amber}")
endif()
message(STATUS "repro files, programs and Amber scripts (2D, 3D, texel buffer, sampled lookup) as expected")
