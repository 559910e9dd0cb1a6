include(${CMAKE_CURRENT_LIST_DIR}/TestLabels.cmake)  # vktexel_driver_labels

set(VKTEXEL_DRIVER_GATE ${CMAKE_CURRENT_LIST_DIR}/driver_gate.sh)

# Whether the tests can use a Vulkan driver given by its loader manifest (ICD):
# vktexel_driver_unavailable(ICD DRIVER OUT) sets OUT to "" when they can, else to the reason,
# which the tests then print when they skip. Whether the manifest is there is decided when each
# test runs (vktexel_driver_gate: lavapipe 25 installed after `cmake` is used); what is decided here
# is what cannot change after configuring: its library asks for an executable stack, which glibc
# 2.41 and later (Debian 13) refuse to grant a dlopen'ed library (the SwiftShader builds in
# ../shared were made for Debian 12, where they load). Only that cause skips; a library that fails
# to load for any other reason is left to the tests, which then fail saying so.
function(vktexel_driver_unavailable ICD DRIVER OUT)
  get_filename_component(icd ${ICD} ABSOLUTE)
  set(${OUT} "" PARENT_SCOPE)
  if(NOT EXISTS ${icd})
    return()  # the gate decides when the test runs
  endif()
  file(READ ${icd} manifest)
  string(JSON library ERROR_VARIABLE json_error GET "${manifest}" ICD library_path)
  if(json_error)
    return()  # the tests will report a manifest the loader cannot read
  endif()
  get_filename_component(icd_dir ${icd} DIRECTORY)
  if(library MATCHES "/")
    get_filename_component(library ${library} ABSOLUTE BASE_DIR ${icd_dir})
  endif()
  # try_run keeps its results in the cache: a name per manifest, dropped after reading.
  string(MAKE_C_IDENTIFIER "${icd}" id)
  try_run(loads_${id} compiles_${id} ${CMAKE_CURRENT_BINARY_DIR}/driver_loads
          ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/driver_loads.c LINK_LIBRARIES ${CMAKE_DL_LIBS}
          RUN_OUTPUT_VARIABLE why ARGS ${library})
  set(loads ${loads_${id}})
  set(compiles ${compiles_${id}})
  unset(loads_${id} CACHE)
  unset(compiles_${id} CACHE)
  if(compiles AND NOT loads EQUAL 0 AND why MATCHES "executable stack")
    set(${OUT} "${DRIVER} cannot be loaded here (dlopen: ${why}): glibc 2.41 and later (Debian 13) give no dlopen'ed library the executable stack it asks for, and this build asks for one" PARENT_SCOPE)
  endif()
endfunction()

# OUT: the command prefix that runs test NAME only where ICD (the driver DRIVER's manifest, or a
# tool) exists when the test runs (driver_gate.sh); the test must also get SKIP_RETURN_CODE 77
# (vktexel_gated_test_properties).
function(vktexel_driver_gate NAME ICD DRIVER OUT)
  vktexel_driver_labels(${NAME} labels)
  string(REPLACE ";" "," labels "${labels}")
  get_filename_component(icd ${ICD} ABSOLUTE)
  set(${OUT} sh ${VKTEXEL_DRIVER_GATE} "${labels}" ${icd} "${DRIVER}" -- PARENT_SCOPE)
endfunction()
function(vktexel_gated_test_properties NAME ICD)
  get_filename_component(icd ${ICD} ABSOLUTE)
  set_tests_properties(${NAME} PROPERTIES SKIP_RETURN_CODE 77 ENVIRONMENT "VK_DRIVER_FILES=${icd}")
endfunction()

# A test NAME that only says why it is skipped: registered, so ctest lists it as skipped, never
# missing. Where the driver or tool it needs (TestLabels.cmake's labels of NAME) is one the
# environment variable VKTEXEL_REQUIRE names when the test runs (space-separated: swiftshader,
# lavapipe25, amber; each CI stage sets the ones it must have), the test fails instead, saying so.
function(vktexel_skipped_test NAME REASON)
  vktexel_driver_labels(${NAME} labels)
  string(REPLACE ";" "," labels "${labels}")
  add_test(NAME ${NAME} COMMAND sh ${VKTEXEL_DRIVER_GATE} "${labels}" - "${REASON}")
  set_tests_properties(${NAME} PROPERTIES SKIP_RETURN_CODE 77)
endfunction()
