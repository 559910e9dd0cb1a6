# The fixed-state audit (issue 43, docs/fixed-state.md), under VK_LAYER_VKTEXEL_state_audit
# (tests/state_layer):
# - e2e.state_inventory[_DRIVER]: the whole suite's field values on the default device, lavapipe 25
#   and SwiftShader equal the kept table (tests/state_inventory/<baseline folder>.txt), every field
#   held at one value has its reason, and the check fails on a changed table or reasons file;
# - e2e.state_ignored.FIELD: a driver that ignores FIELD (the layer passes its default) fails the
#   cases named beside it, against the device's baseline.
# Included from tests/CMakeLists.txt, which defines VKTEXEL, Python3_EXECUTABLE and the driver helpers.
set(state_script ${CMAKE_CURRENT_SOURCE_DIR}/state_inventory.py)
set(state_env "VK_LAYER_PATH=${CMAKE_CURRENT_BINARY_DIR}/state_layer/manifest"
              "VK_INSTANCE_LAYERS=VK_LAYER_VKTEXEL_state_audit")

foreach(driver "default;" "lavapipe25;${VKTEXEL_LAVAPIPE25_ICD}"
               "swiftshader;${PROJECT_SOURCE_DIR}/../shared/swiftshader/vk_swiftshader_icd.json")
  list(GET driver 0 name)
  list(GET driver 1 icd)
  set(test e2e.state_inventory)
  set(gate "")
  if(icd)
    set(test e2e.state_inventory_${name})
    vktexel_driver_unavailable(${icd} ${name} unavailable)
    if(unavailable)
      vktexel_skipped_test(${test} "${unavailable}")
      continue()
    endif()
    vktexel_driver_gate(${test} ${icd} ${name} gate)
  endif()
  add_test(NAME ${test}
           COMMAND ${gate} ${Python3_EXECUTABLE} ${state_script} run ${VKTEXEL} ${CMAKE_CURRENT_SOURCE_DIR}/state_inventory
                   ${PROJECT_SOURCE_DIR}/docs/fixed-state.md ${CMAKE_CURRENT_BINARY_DIR}/state_inventory_${name})
  set(env ${state_env})
  if(icd)
    list(APPEND env "VK_DRIVER_FILES=${icd}")
  endif()
  # Each of these drivers has its baseline folder: state_inventory.py fails where `devices` names
  # none (issue 65, item 6); 77 is the driver gate's skip alone.
  set_tests_properties(${test} PROPERTIES LABELS e2e ENVIRONMENT "${env}" TIMEOUT 900 RUN_SERIAL ON
                                          SKIP_RETURN_CODE 77)
endforeach()

# The positive control: a vktexel whose `devices` prints no baseline line (here /bin/true) fails the
# check, where it once made a skip.
vktexel_command_test(e2e.state_inventory_fails_without_baseline_line 1 "printed no baseline line"
                     ${Python3_EXECUTABLE} ${state_script} run /bin/true ${CMAKE_CURRENT_SOURCE_DIR}/state_inventory
                     ${PROJECT_SOURCE_DIR}/docs/fixed-state.md ${CMAKE_CURRENT_BINARY_DIR}/state_inventory_control)

# The validation counter's positive control: the layer makes every sampler invalid (maxLod below
# minLod) and `run --validation` must count what the validation layer reports (VK_ADD_LAYER_PATH:
# the validation layer stays where the loader finds it). e2e.*validation_clean rely on that count.
vktexel_cli_test(e2e.validation_counts 1 "validation messages: [1-9][0-9]*\n" run --device llvmpipe --validation
                 --filter tex.2d.r8g8b8a8_unorm.16x8.filter)
set_tests_properties(e2e.validation_counts PROPERTIES ENVIRONMENT
  "VK_ADD_LAYER_PATH=${CMAKE_CURRENT_BINARY_DIR}/state_layer/manifest;VK_INSTANCE_LAYERS=VK_LAYER_VKTEXEL_state_audit;VKTEXEL_STATE_IGNORE=invalid:VkSamplerCreateInfo.maxLod")
# And the messages alone fail a run (issue 65, item 6): gathers read level 0 whatever maxLod says,
# so every case passes on lavapipe and only the validation messages make the exit status 1.
vktexel_cli_test(e2e.validation_messages_fail_a_passing_run 1
                 "27 passed, 0 failed, 0 skipped\nFAIL: [1-9][0-9]* validation messages [(]--validation[)]"
                 run --device llvmpipe --validation --filter "tld4.2d.r8g8b8a8_unorm.16x8.*")
set_tests_properties(e2e.validation_messages_fail_a_passing_run PROPERTIES ENVIRONMENT
  "VK_ADD_LAYER_PATH=${CMAKE_CURRENT_BINARY_DIR}/state_layer/manifest;VK_INSTANCE_LAYERS=VK_LAYER_VKTEXEL_state_audit;VKTEXEL_STATE_IGNORE=invalid:VkSamplerCreateInfo.maxLod")

# FIELD|FILTER...: the field, then the cases whose results depend on it (a few, so each test takes
# seconds).
set(ignored_fields
    "VkImageViewCreateInfo.components|ld.2d.*.17x9.swizzle_*"
    "VkImageViewCreateInfo.subresourceRange.baseMipLevel|ld.2d.*.17x9.view_subrange"
    "VkImageViewCreateInfo.subresourceRange.levelCount|txq.2d.*.view_subrange_levels"
    "VkImageViewCreateInfo.subresourceRange.baseArrayLayer|ld.2d_array.*.view_subrange"
    "VkImageViewCreateInfo.subresourceRange.layerCount|txq.2d_array.*.view_subrange_size_lod0"
    "VkBufferViewCreateInfo.offset|ld.buffer_view.*"
    "VkBufferViewCreateInfo.range|ld.buffer_view.*|txq.buffer_view.*"
    "VkSamplerCreateInfo.magFilter|tex.2d.*.16x8.filter"
    "VkSamplerCreateInfo.minFilter|tex.2d.*.16x8.mag_*_min_*"
    "VkSamplerCreateInfo.mipmapMode|tex.*.level_linear*"
    "VkSamplerCreateInfo.addressModeU|tex.2d.*.address_axes_*"
    "VkSamplerCreateInfo.addressModeV|tex.2d.*.address_axes_*"
    "VkSamplerCreateInfo.addressModeW|tex.3d.*.address_axes_*"
    "VkSamplerCreateInfo.mipLodBias|tex.2d.*.level_*bias*"
    "VkSamplerCreateInfo.minLod|tex.2d.*.level_*minlod*"
    "VkSamplerCreateInfo.maxLod|tex.2d.*.level_*maxlod*"
    "VkSamplerCreateInfo.borderColor|tld4.2d.*.border_opaque_white"
    "VkSamplerCreateInfo.compareOp|tex.2d.*.dref_*"
    "VkWriteDescriptorSet.dstArrayElement|ld.2d.*.17x9.level0")
foreach(entry IN LISTS ignored_fields)
  string(REPLACE "|" ";" entry "${entry}")
  list(POP_FRONT entry field)
  add_test(NAME e2e.state_ignored.${field} COMMAND ${Python3_EXECUTABLE} ${state_script} ignored ${VKTEXEL} ${field}
                                                   ${entry})
  set_tests_properties(e2e.state_ignored.${field} PROPERTIES LABELS e2e ENVIRONMENT "${state_env}" TIMEOUT 300)
endforeach()
