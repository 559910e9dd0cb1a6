# `vktexel repro` of P-21 twins binds the view the way `vktexel run` does (issue 40): through an
# update-after-bind, partially bound array written after it is bound; through a mutable descriptor;
# through a descriptor buffer (VK_EXT_descriptor_buffer, descriptor_buffer.h beside the program).
# Each program, built on its own, passes on lavapipe 25 (which has every path) with the validation
# layer where it is installed, and a descriptor-buffer program made under a model fault fails.
# Arguments: VKTEXEL, WORK_DIR, GENERATOR (VK_DRIVER_FILES selects lavapipe 25).
include("${CMAKE_CURRENT_LIST_DIR}/repro_program.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
if(EXISTS /usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json)
  set(ENV{VK_INSTANCE_LAYERS} VK_LAYER_KHRONOS_validation)  # it prints its messages to stdout
endif()
set(note "no Amber script: its shader indexes a descriptor array at run time")
set(pass "\n[0-9]+ passed, 0 failed, 0 undecided, 0 unchecked: PASS\n$")
foreach(path
        "ld.buffer.r8_unorm.257.texels.index_update_after_bind;kUpdateAfterBind = true"
        "tex.2d.r8g8b8a8_unorm.16x8.filter_separate.index_update_after_bind;kArraySize = 2"
        "tex.2d.r8g8b8a8_unorm.16x8.filter_separate.index_mutable;kMutableDescriptor = true"
        "ld.buffer.r8g8b8a8_uint.257.texels.index_mutable;kMutableDescriptor = true"
        "tex.2d.r8g8b8a8_unorm.16x8.filter.index_descriptor_buffer;REPRO_DESCRIPTOR_BUFFER"
        "ld.buffer.r16g16b16a16_sfloat.257.texels.index_descriptor_buffer;kTexelBufferRange = 2056"
        "tex.2d.r32g32b32a32_sfloat.16x8.weights_separate.index_nonuniform_descriptor_buffer;kDescriptorBuffer = true"
        "ld2dms.2d_ms.b8g8r8a8_unorm.8x5_s4.every_sample.index_descriptor_buffer;kDescriptorBuffer = true")
  list(GET path 0 case)
  list(GET path 1 constant)
  repro_case_exits(${case} "${WORK_DIR}/${case}" "${GENERATOR}" 0 "${pass}" "${note}")
  build_and_run_repro("${WORK_DIR}/${case}" "${GENERATOR}" STATUS status OUTPUT out ARGS --device llvmpipe)
  if(out MATCHES "Validation (Error|Warning)")
    message(FATAL_ERROR "${case}'s program draws validation messages:\n${out}")
  endif()
  file(READ "${WORK_DIR}/${case}/case_data.h" header)
  if(NOT header MATCHES "${constant}")
    message(FATAL_ERROR "${case}'s case_data.h has no '${constant}'")
  endif()
endforeach()
if(NOT EXISTS "${WORK_DIR}/tex.2d.r8g8b8a8_unorm.16x8.filter.index_descriptor_buffer/descriptor_buffer.h")
  message(FATAL_ERROR "the descriptor-buffer repro has no descriptor_buffer.h")
endif()
repro_case_exits(ld.buffer.b8g8r8a8_srgb.257.texels.index_descriptor_buffer "${WORK_DIR}/fault" "${GENERATOR}" 1
                 "FAIL probe [0-9]+ .*0 passed, 257 failed, 0 undecided, 0 unchecked: FAIL" "${note}" --model-fault srgb_no_decode)
message(STATUS "P-21 repros: update-after-bind, mutable and descriptor-buffer programs pass, the model fault fails")
