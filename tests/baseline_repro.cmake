# A baseline cause's repro, as its fails.csv comment says to make it: `vktexel repro CASE -o DIR`
# on the driver the caller selects (VK_DRIVER_FILES), then the folder's program configured, built
# and run there on its own, on DEVICE. It must exit EXPECT_EXIT (1: FAIL) with output matching
# EXPECT_REGEX. Arguments: VKTEXEL, CASE, DEVICE, WORK_DIR, GENERATOR, EXPECT_EXIT, EXPECT_REGEX, and
# REPRO_ARGS (optional: --cited-bounds for a cause judged beyond its cited bound).
include("${CMAKE_CURRENT_LIST_DIR}/repro_program.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
repro_case_exits(${CASE} "${WORK_DIR}" "${GENERATOR}" ${EXPECT_EXIT} "${EXPECT_REGEX}" "" DEVICE "${DEVICE}"
                 ${REPRO_ARGS})
message(STATUS "${CASE}'s repro exits ${EXPECT_EXIT} on ${DEVICE}, its output matching '${EXPECT_REGEX}'")
