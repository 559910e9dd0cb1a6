# A baseline's standalone repro (expected/<driver>/repros/<cause>/), copied, configured, built and
# run on the driver the caller selects (VK_DRIVER_FILES): it must exit EXPECT_EXIT (1: FAIL) with
# output matching EXPECT_REGEX. Arguments: REPRO_DIR, WORK_DIR, GENERATOR, EXPECT_EXIT, EXPECT_REGEX.
file(REMOVE_RECURSE "${WORK_DIR}")
file(COPY "${REPRO_DIR}/" DESTINATION "${WORK_DIR}")
include("${CMAKE_CURRENT_LIST_DIR}/repro_program.cmake")
build_and_run_repro("${WORK_DIR}" "${GENERATOR}" STATUS status OUTPUT out ARGS --data "${WORK_DIR}")
string(REGEX MATCH "[^\n]*\n?$" last "${out}")
if(NOT "${status}" STREQUAL "${EXPECT_EXIT}" OR NOT "${out}" MATCHES "${EXPECT_REGEX}")
  message(FATAL_ERROR "repro: exit status ${status} (expected ${EXPECT_EXIT}), last line: ${last}\n${out}")
endif()
message(STATUS "repro exit ${status} as expected: ${last}")
