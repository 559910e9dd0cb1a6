# The standalone program of a folder `vktexel repro` wrote, as a vendor builds it: configured and
# built with only the Vulkan headers and loader, then run. Shared by the repro test scripts.
# build_and_run_repro(DIR GENERATOR STATUS var OUTPUT var [ARGS arg...]): STATUS is the program's
# exit status, or "build failed" (OUTPUT then says which step and why); OUTPUT is its stdout and stderr.
function(build_and_run_repro DIR GENERATOR)
  cmake_parse_arguments(R "" "STATUS;OUTPUT" "ARGS" ${ARGN})
  foreach(step "-S;${DIR};-B;${DIR}/build;-G;${GENERATOR}" "--build;${DIR}/build")
    execute_process(COMMAND "${CMAKE_COMMAND}" ${step} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT status EQUAL 0)
      set(${R_STATUS} "build failed" PARENT_SCOPE)
      set(${R_OUTPUT} "cmake ${step}: exit status ${status}\n${out}${err}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  execute_process(COMMAND "${DIR}/build/repro" ${R_ARGS} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(${R_STATUS} "${status}" PARENT_SCOPE)
  set(${R_OUTPUT} "${out}${err}" PARENT_SCOPE)
endfunction()

# repro_case_exits(CASE DIR GENERATOR EXIT REGEX NOTE [DEVICE NAME] [REPRO_ARGS...]): `${VKTEXEL} repro
# CASE -o DIR REPRO_ARGS...` succeeds and prints NOTE (a regex); the folder's program, built and run
# on the device NAME (default llvmpipe), exits EXIT with output matching REGEX.
function(repro_case_exits CASE DIR GENERATOR EXIT REGEX NOTE)
  cmake_parse_arguments(R "" "DEVICE" "" ${ARGN})
  if(NOT R_DEVICE)
    set(R_DEVICE llvmpipe)
  endif()
  execute_process(COMMAND "${VKTEXEL}" repro ${CASE} -o "${DIR}" ${R_UNPARSED_ARGUMENTS} RESULT_VARIABLE status
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0 OR NOT out MATCHES "${NOTE}")
    message(FATAL_ERROR "vktexel repro ${CASE}: exit ${status}, expected 0 and output matching '${NOTE}'\n${out}${err}")
  endif()
  build_and_run_repro("${DIR}" "${GENERATOR}" STATUS status OUTPUT out ARGS --device "${R_DEVICE}")
  if(NOT status STREQUAL "${EXIT}" OR NOT out MATCHES "${REGEX}")
    message(FATAL_ERROR "${CASE}'s program: ${status}, expected exit ${EXIT} and output matching '${REGEX}'\n${out}")
  endif()
endfunction()
