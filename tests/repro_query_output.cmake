# A query case's repro prints a failure as the suite does (issue 65, item 5): `vktexel repro` says
# nothing of sampled-lookup precision for a case without lookups, and the program's expected, got
# and '^' lines of a failing probe are the suite's own. The case fails on lavapipe 22.3 and 25 (its
# baselines' txq-size-varying-lod). Arguments: VKTEXEL, WORK_DIR, GENERATOR.
include(${CMAKE_CURRENT_LIST_DIR}/repro_program.cmake)
set(case txq.2d.r8_unorm.17x9.size_varying_lod)
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND "${VKTEXEL}" run --device llvmpipe --filter ${case} --verbose OUTPUT_VARIABLE suite)
# The suite's lines of probe 1: expected, got and the marks.
if(NOT suite MATCHES "  probe 1 [^\n]*\n(    expected [^\n]*\n    got      [^\n]*\n +\\^[ ^]*\n)")
  message(FATAL_ERROR "the suite printed no failure of probe 1 with its marks:\n${suite}")
endif()
set(block "${CMAKE_MATCH_1}")
execute_process(COMMAND "${VKTEXEL}" repro ${case} -o "${WORK_DIR}" RESULT_VARIABLE status OUTPUT_VARIABLE note)
if(NOT status EQUAL 0 OR note MATCHES "sampled lookups")
  message(FATAL_ERROR "vktexel repro ${case}: exit ${status}, and a query case's note must not speak of sampled lookups:\n${note}")
endif()
build_and_run_repro("${WORK_DIR}" "${GENERATOR}" STATUS status OUTPUT out ARGS --device llvmpipe)
string(FIND "${out}" "FAIL probe 1 [lod 1] query_size_lod lod 1\n${block}" at)
if(NOT status EQUAL 1 OR at LESS 0)
  message(FATAL_ERROR "the program (exit ${status}) does not print probe 1 as the suite does:\n${block}\nprogram:\n${out}")
endif()
message(STATUS "the query repro prints probe 1 as the suite does:\n${block}")
