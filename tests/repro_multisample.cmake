# `vktexel repro` of multisample cases (issue 22, item 1): the folder ships the fill's shaders and
# every sample's values instead of image.bin; the program, built on its own, renders every sample
# as vktexel does and passes on lavapipe for a colour image (one draw per sample) and a layered
# depth/stencil image (sample shading, REPLACE passes); under a model fault it exits 1 (FAIL).
# Arguments: VKTEXEL, WORK_DIR, GENERATOR.
include("${CMAKE_CURRENT_LIST_DIR}/repro_program.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
set(note "no Amber script: its image is multisample")

repro_case_exits(ld2dms.2d_ms.r8g8b8a8_unorm.8x5_s4.every_sample "${WORK_DIR}/colour" "${GENERATOR}" 0
                 "fill: rendered through VK_FORMAT_R8G8B8A8_UNORM\n.*160 passed, 0 failed, 0 undecided, 0 unchecked: PASS" "${note}")
foreach(f fill.vert fill.vert.spv fill_r8g8b8a8_unorm.frag fill_r8g8b8a8_unorm.frag.spv fill_r8g8b8a8_unorm.bin
        fill_r32_uint.frag.spv fill_r32_uint.bin multisample_fill.h)
  if(NOT EXISTS "${WORK_DIR}/colour/${f}")
    message(FATAL_ERROR "the colour case's repro has no ${f}")
  endif()
endforeach()
if(EXISTS "${WORK_DIR}/colour/image.bin")
  message(FATAL_ERROR "the colour case's repro has image.bin: a multisample image is rendered, not copied")
endif()
repro_case_exits(ld2dms.2d_ms_array.d32_sfloat_s8_uint_stencil.8x5_3layers_s4.every_sample_shaded_fill
                 "${WORK_DIR}/stencil" "${GENERATOR}" 0 "480 passed, 0 failed, 0 undecided, 0 unchecked: PASS" "${note}")
file(READ "${WORK_DIR}/stencil/case_data.h" header)
foreach(regex "kFillBySampleShading = true" "kSampledCounts = kSampledStencil" "kStencilRefFirst\\[\\] = \\{0, [1-9]")
  if(NOT header MATCHES "${regex}")
    message(FATAL_ERROR "the stencil case's case_data.h does not match '${regex}'")
  endif()
endforeach()
repro_case_exits(ld2dms.2d_ms_array.r8g8b8a8_unorm.8x5_3layers_s4.base_layer1 "${WORK_DIR}/fault" "${GENERATOR}" 1
                 "FAIL probe [0-9]+ .*[0-9]+ passed, [1-9][0-9]* failed, 0 undecided, 0 unchecked: FAIL" "${note}"
                 --model-fault ignore_view_base)
# An out-of-bounds case's image is cleared in the suite; its program draws the same value and passes.
repro_case_exits(ld2dms.2d_ms.r8g8b8a8_unorm.8x5_s4.oob.ria2 "${WORK_DIR}/cleared" "${GENERATOR}" 0
                 "16 passed, 0 failed, 0 undecided, 0 unchecked: PASS" "robustImageAccess2")
file(READ "${WORK_DIR}/cleared/README.md" readme)
if(NOT readme MATCHES "vktexel clears this image instead")
  message(FATAL_ERROR "the cleared case's README does not say vktexel clears the image")
endif()
message(STATUS "multisample repros: colour, stencil and cleared pass, the model fault fails")
