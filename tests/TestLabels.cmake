# Every test has labels (issue 56): its kind, from the name's first part (cli, deps, docs, e2e,
# fault_layer, repro; the gtest cases carry "unit"), and the driver or tool it needs, from the name
# (swiftshader, lavapipe25, amber). docs/contributing.md says which CI stage runs which label.
# vktexel_label_tests() labels the tests of the calling directory and fails the configure on a
# name whose kind it does not know, so a new test cannot go unlabelled.

# The driver or tool labels a test of this name needs ("" for none).
function(vktexel_driver_labels NAME OUT)
  set(labels "")
  if(NAME MATCHES "swiftshader")
    list(APPEND labels swiftshader)
  endif()
  if(NAME MATCHES "lavapipe25" OR NAME STREQUAL "e2e.repro_sparse")
    list(APPEND labels lavapipe25)
  endif()
  if(NAME MATCHES "amber_real")
    list(APPEND labels amber)
  endif()
  set(${OUT} "${labels}" PARENT_SCOPE)
endfunction()

function(vktexel_label_tests)
  get_property(tests DIRECTORY PROPERTY TESTS)
  foreach(test ${tests})
    string(REGEX MATCH "^[a-z0-9_]+" kind "${test}")
    if(NOT kind MATCHES "^(cli|deps|docs|e2e|fault_layer|repro)$")
      message(FATAL_ERROR "test ${test}: its name's first part '${kind}' is no kind TestLabels.cmake knows "
                          "(cli, deps, docs, e2e, fault_layer, repro); name it so, or add the kind there and to "
                          "docs/contributing.md")
    endif()
    get_test_property(${test} LABELS labels)
    if(NOT labels)
      set(labels "")
    endif()
    vktexel_driver_labels(${test} drivers)
    list(APPEND labels ${kind} ${drivers})
    list(REMOVE_DUPLICATES labels)
    set_tests_properties(${test} PROPERTIES LABELS "${labels}")
    # A test run on a driver's manifest carries that driver's label, or CI's stage for the driver
    # would leave it out unnoticed (issue 65, item 6: a typo in a pattern above).
    get_test_property(${test} ENVIRONMENT environment)
    foreach(driver "lavapipe25|lavapipe-25/lvp_icd" "swiftshader|vk_swiftshader_icd[.]json")
      string(REPLACE "|" ";" driver "${driver}")
      list(GET driver 0 label)
      list(GET driver 1 manifest)
      if("${environment}" MATCHES "VK_DRIVER_FILES=[^;]*${manifest}" AND NOT label IN_LIST labels)
        message(FATAL_ERROR "test ${test} runs on ${label}'s manifest but lacks the label ${label}: "
                            "vktexel_driver_labels() in TestLabels.cmake does not give it")
      endif()
    endforeach()
  endforeach()
endfunction()
