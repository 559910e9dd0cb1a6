# A baseline's standalone repro (expected/<driver>/repros/<cause>/), copied, configured, built and
# run on the driver the caller selects (VK_DRIVER_FILES): it must exit EXPECT_EXIT (1: FAIL) with
# output matching EXPECT_REGEX. Arguments: REPRO_DIR, WORK_DIR, GENERATOR, EXPECT_EXIT, EXPECT_REGEX.
file(REMOVE_RECURSE "${WORK_DIR}")
file(COPY "${REPRO_DIR}/" DESTINATION "${WORK_DIR}")
foreach(step "-S;${WORK_DIR};-B;${WORK_DIR}/build;-G;${GENERATOR}" "--build;${WORK_DIR}/build")
  execute_process(COMMAND "${CMAKE_COMMAND}" ${step} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "cmake ${step}: exit status ${status}\n${out}${err}")
  endif()
endforeach()
execute_process(COMMAND "${WORK_DIR}/build/repro" --data "${WORK_DIR}" RESULT_VARIABLE status OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
string(REGEX MATCH "[^\n]*\n?$" last "${out}")
if(NOT "${status}" STREQUAL "${EXPECT_EXIT}" OR NOT "${out}${err}" MATCHES "${EXPECT_REGEX}")
  message(FATAL_ERROR "repro: exit status ${status} (expected ${EXPECT_EXIT}), last line: ${last}${err}")
endif()
message(STATUS "repro exit ${status} as expected: ${last}")
