include(${CMAKE_CURRENT_LIST_DIR}/TestLabels.cmake)  # vktexel_driver_labels

# Whether the tests can use a Vulkan driver given by its loader manifest (ICD), decided at
# configure time: vktexel_driver_unavailable(ICD DRIVER OUT) sets OUT to "" when they can, else to
# the reason, which the tests then print when they skip:
# - the manifest is absent (../shared/swiftshader on a machine without it, lavapipe 25 not
#   installed);
# - its library asks for an executable stack, which glibc 2.41 and later (Debian 13) refuse to
#   grant a dlopen'ed library: the SwiftShader builds in ../shared were made for Debian 12, where
#   they load. Only that cause skips; a library that fails to load for any other reason is left to
#   the tests, which then fail saying so.
function(vktexel_driver_unavailable ICD DRIVER OUT)
  get_filename_component(icd ${ICD} ABSOLUTE)
  if(NOT EXISTS ${icd})
    set(${OUT} "${DRIVER} is not at ${icd}" PARENT_SCOPE)
    return()
  endif()
  file(READ ${icd} manifest)
  string(JSON library ERROR_VARIABLE json_error GET "${manifest}" ICD library_path)
  if(json_error)
    set(${OUT} "" PARENT_SCOPE)  # the tests will report a manifest the loader cannot read
    return()
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
  else()
    set(${OUT} "" PARENT_SCOPE)
  endif()
endfunction()

# A test NAME that only says why it is skipped: registered, so ctest lists it as skipped, never
# missing. Where the driver or tool it needs (TestLabels.cmake's labels of NAME) is one the
# configure-time environment variable VKTEXEL_REQUIRE names (space-separated: swiftshader,
# lavapipe25, amber; each CI stage sets the ones it must have), the test fails instead, saying so.
function(vktexel_skipped_test NAME REASON)
  vktexel_driver_labels(${NAME} drivers)
  set(required "")
  string(REPLACE " " ";" require "$ENV{VKTEXEL_REQUIRE}")
  foreach(driver ${drivers})
    if(driver IN_LIST require)
      set(required ${driver})
    endif()
  endforeach()
  if(required)
    add_test(NAME ${NAME} COMMAND ${CMAKE_COMMAND} -E echo
             "FAILED: this configuration requires ${required} (VKTEXEL_REQUIRE=$ENV{VKTEXEL_REQUIRE}), but ${REASON}")
    set_tests_properties(${NAME} PROPERTIES FAIL_REGULAR_EXPRESSION "FAILED: ")
  else()
    add_test(NAME ${NAME} COMMAND ${CMAKE_COMMAND} -E echo "skipped: ${REASON}")
    set_tests_properties(${NAME} PROPERTIES SKIP_REGULAR_EXPRESSION "skipped: ")
  endif()
endfunction()
