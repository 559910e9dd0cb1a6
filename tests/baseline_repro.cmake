# A baseline cause's repro, as its fails.csv comment says to make it: `vktexel repro CASE -o DIR`
# on the driver the caller selects (VK_DRIVER_FILES), then the folder's program configured, built
# and run there on its own. It must exit EXPECT_EXIT (1: FAIL) with output matching EXPECT_REGEX.
# Arguments: VKTEXEL, CASE, WORK_DIR, GENERATOR, EXPECT_EXIT, EXPECT_REGEX.
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND "${VKTEXEL}" repro "${CASE}" -o "${WORK_DIR}" RESULT_VARIABLE status OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "vktexel repro ${CASE}: exit status ${status}\n${out}${err}")
endif()
include("${CMAKE_CURRENT_LIST_DIR}/repro_program.cmake")
build_and_run_repro("${WORK_DIR}" "${GENERATOR}" STATUS status OUTPUT out ARGS --data "${WORK_DIR}")
string(REGEX MATCH "[^\n]*\n?$" last "${out}")
if(NOT "${status}" STREQUAL "${EXPECT_EXIT}" OR NOT "${out}" MATCHES "${EXPECT_REGEX}")
  message(FATAL_ERROR "${CASE}'s repro: exit status ${status} (expected ${EXPECT_EXIT}), last line: ${last}\n${out}")
endif()
message(STATUS "${CASE}'s repro exit ${status} as expected: ${last}")
