# `vktexel repro` of multisample cases (issue 22, item 1): the folder ships the fill's shaders and
# every sample's values instead of image.bin; the program, built on its own, renders every sample
# as vktexel does and passes on lavapipe for a colour image (one draw per sample) and a layered
# depth/stencil image (sample shading, REPLACE passes); under a model fault it exits 1 (FAIL).
# Arguments: VKTEXEL, WORK_DIR, GENERATOR.
include("${CMAKE_CURRENT_LIST_DIR}/repro_program.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")

function(multisample_repro CASE DIR EXIT REGEX)
  execute_process(COMMAND "${VKTEXEL}" repro ${CASE} -o "${DIR}" ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  if(NOT status EQUAL 0 OR NOT out MATCHES "no Amber script: its image is multisample")
    message(FATAL_ERROR "vktexel repro ${CASE}: exit ${status}\n${out}${err}")
  endif()
  foreach(f fill.vert fill.vert.spv multisample_fill.h case_data.h repro.cpp probes.bin)
    if(NOT EXISTS "${DIR}/${f}")
      message(FATAL_ERROR "repro ${CASE} did not write ${f}")
    endif()
  endforeach()
  if(EXISTS "${DIR}/image.bin")
    message(FATAL_ERROR "repro ${CASE} wrote image.bin: a multisample image is rendered, not copied")
  endif()
  build_and_run_repro("${DIR}" "${GENERATOR}" STATUS status OUTPUT out ARGS --device llvmpipe)
  if(NOT status STREQUAL "${EXIT}" OR NOT out MATCHES "${REGEX}")
    message(FATAL_ERROR "${CASE}'s program: ${status}, expected exit ${EXIT} and output matching '${REGEX}'\n${out}")
  endif()
endfunction()

multisample_repro(ld2dms.2d_ms.r8g8b8a8_unorm.8x5_s4.every_sample "${WORK_DIR}/colour" 0
                  "fill: rendered through VK_FORMAT_R8G8B8A8_UNORM\n.*160 passed, 0 failed, 0 unchecked: PASS")
multisample_repro(ld2dms.2d_ms_array.d32_sfloat_s8_uint_stencil.8x5_3layers_s4.every_sample_shaded_fill
                  "${WORK_DIR}/stencil" 0 "480 passed, 0 failed, 0 unchecked: PASS")
file(READ "${WORK_DIR}/stencil/case_data.h" header)
foreach(regex "kFillBySampleShading = true" "kSampledCounts = kSampledStencil" "kStencilRefFirst\\[\\] = \\{0, [1-9]")
  if(NOT header MATCHES "${regex}")
    message(FATAL_ERROR "the stencil case's case_data.h does not match '${regex}'")
  endif()
endforeach()
multisample_repro(ld2dms.2d_ms_array.r8g8b8a8_unorm.8x5_3layers_s4.base_layer1 "${WORK_DIR}/fault" 1
                  "FAIL probe [0-9]+ .*[0-9]+ passed, [1-9][0-9]* failed, 0 unchecked: FAIL" --model-fault ignore_view_base)
message(STATUS "multisample repros: colour and stencil pass, the model fault fails")
