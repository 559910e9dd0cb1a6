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
