# Two shards of a small selection, merged, equal a full run of it: the shards are disjoint,
# balanced, cover it, and do not depend on the order of the filters; shard 1 is chosen through
# GTEST_TOTAL_SHARDS / GTEST_SHARD_INDEX. Arguments: VKTEXEL, WORK_DIR.
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(a "txq.2d.r8_unorm.*")
set(b "ld.2d.r8_unorm.17x9.level*")

# Runs the command; its exit status must match the regular expression `expectStatus`.
function(vktexel_run expectStatus)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT "${status}" MATCHES "^(${expectStatus})$")
    message(FATAL_ERROR "${ARGN}\nexit status ${status}, expected ${expectStatus}\n${out}${err}")
  endif()
  set(out "${out}" PARENT_SCOPE)
endfunction()

# The selection holds lavapipe's two txq.2d.*.size_varying_lod failures: runs exit 1.
vktexel_run(1 "${VKTEXEL}" run --device llvmpipe --filter "${a}" --filter "${b}" --results "${WORK_DIR}/full.csv")
# A shard exits 0 or 1, as it got one of them or not.
vktexel_run("0|1" "${VKTEXEL}" run --device llvmpipe --filter "${a}" --filter "${b}" --shard 0/2
            --results "${WORK_DIR}/shard0.csv")
if(NOT out MATCHES "shard 0/2: [0-9]+ of [0-9]+ selected cases")
  message(FATAL_ERROR "shard 0/2 does not say which shard it ran:\n${out}")
endif()
vktexel_run("0|1" "${CMAKE_COMMAND}" -E env GTEST_TOTAL_SHARDS=2 GTEST_SHARD_INDEX=1
            "${VKTEXEL}" run --device llvmpipe --filter "${b}" --filter "${a}" --results "${WORK_DIR}/shard1.csv")
if(NOT out MATCHES "shard 1/2: [0-9]+ of [0-9]+ selected cases")
  message(FATAL_ERROR "GTEST_SHARD_INDEX=1 of 2 did not pick shard 1/2:\n${out}")
endif()

# Result lines only: the '#' lines name the build, device and shard.
file(STRINGS "${WORK_DIR}/shard0.csv" shard0 REGEX "^[^#]")
file(STRINGS "${WORK_DIR}/shard1.csv" shard1 REGEX "^[^#]")
file(STRINGS "${WORK_DIR}/full.csv" full REGEX "^[^#]")
list(LENGTH shard0 n0)
list(LENGTH shard1 n1)
list(LENGTH full n)
math(EXPR sum "${n0} + ${n1}")
math(EXPR skew "${n0} - ${n1}")
if(n0 EQUAL 0 OR n1 EQUAL 0 OR NOT sum EQUAL n OR skew GREATER 1 OR skew LESS -1)
  message(FATAL_ERROR "shards of ${n0} and ${n1} cases do not partition the ${n} of the full run evenly")
endif()

vktexel_run(1 "${VKTEXEL}" merge "${WORK_DIR}/merged.csv" "${WORK_DIR}/shard0.csv" "${WORK_DIR}/shard1.csv")
if(NOT out MATCHES "merged ${n} results from 2 files.*[1-9][0-9]* passed, 2 failed")
  message(FATAL_ERROR "merge does not print the summary of both shards:\n${out}")
endif()
# The same cases with the same statuses: the merged file sorted equals the full run's lines sorted.
file(STRINGS "${WORK_DIR}/merged.csv" merged REGEX "^[^#]")
set(sortedFull ${full})
list(SORT sortedFull)
if(NOT merged STREQUAL sortedFull)
  message(FATAL_ERROR "merged shards differ from the full run\nmerged: ${merged}\nfull:   ${sortedFull}")
endif()
# And merge of the full run alone writes the very same file.
vktexel_run(1 "${VKTEXEL}" merge "${WORK_DIR}/full_sorted.csv" "${WORK_DIR}/full.csv")
execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${WORK_DIR}/merged.csv" "${WORK_DIR}/full_sorted.csv"
                RESULT_VARIABLE same)
if(NOT same EQUAL 0)
  message(FATAL_ERROR "merged.csv and full_sorted.csv differ")
endif()
# A lost or repeated shard is caught (issue 58): exit 2, naming it, and the merged file says so.
vktexel_run(2 "${VKTEXEL}" merge "${WORK_DIR}/lost.csv" "${WORK_DIR}/shard0.csv")
if(NOT out MATCHES "merged [0-9]+ results from 1 files")
  message(FATAL_ERROR "merge of one shard of two does not merge what it has:\n${out}")
endif()
execute_process(COMMAND "${VKTEXEL}" merge "${WORK_DIR}/lost.csv" "${WORK_DIR}/shard0.csv" ERROR_VARIABLE err OUTPUT_QUIET)
if(NOT err MATCHES "merge: shard 1/2 missing: the files hold 1 of 2 shards")
  message(FATAL_ERROR "merge of shard 0/2 alone does not name the missing shard:\n${err}")
endif()
file(STRINGS "${WORK_DIR}/lost.csv" lostComplete REGEX "^# complete: no")
if(NOT lostComplete)
  message(FATAL_ERROR "the merge of a lost shard does not mark its file incomplete")
endif()
execute_process(COMMAND "${VKTEXEL}" merge "${WORK_DIR}/twice.csv" "${WORK_DIR}/shard0.csv" "${WORK_DIR}/shard0.csv"
                RESULT_VARIABLE status ERROR_VARIABLE err OUTPUT_QUIET)
if(NOT status EQUAL 2 OR NOT err MATCHES "shard 0/2 twice: .*shard0.csv and .*shard0.csv")
  message(FATAL_ERROR "merge of shard 0/2 twice: exit ${status}, does not name the duplicate:\n${err}")
endif()
# Issue 65: merge --baseline auto takes the baseline of the device the files' '# device:' lines
# name; a run with a baseline writes its listed failures as deqp-runner does (ExpectedFail), and a
# merge under the baseline reads them back as expected failures.
vktexel_run(0 "${VKTEXEL}" merge "${WORK_DIR}/auto.csv" "${WORK_DIR}/shard0.csv" "${WORK_DIR}/shard1.csv"
            --baseline auto)
if(NOT out MATCHES "baseline auto: [^\n]*expected/[^\n]* \\(its device.txt matches" OR
   NOT out MATCHES "baseline matches: 2 expected failures[^\n]*\n$")
  message(FATAL_ERROR "merge --baseline auto does not take the device's baseline:\n${out}")
endif()
vktexel_run(0 "${VKTEXEL}" run --device llvmpipe --filter "${a}" --baseline auto --results "${WORK_DIR}/listed.csv")
file(STRINGS "${WORK_DIR}/listed.csv" expectedFails REGEX ",ExpectedFail$")
list(LENGTH expectedFails nExpected)
file(STRINGS "${WORK_DIR}/listed.csv" plainFails REGEX ",Fail$")
if(NOT nExpected EQUAL 2 OR plainFails)
  message(FATAL_ERROR "a run with a baseline writes ${nExpected} ExpectedFail lines, and Fail lines '${plainFails}'")
endif()
vktexel_run(0 "${VKTEXEL}" merge "${WORK_DIR}/listed_merged.csv" "${WORK_DIR}/listed.csv" --baseline auto)
vktexel_run(1 "${VKTEXEL}" merge "${WORK_DIR}/listed_merged.csv" "${WORK_DIR}/listed.csv")
if(NOT out MATCHES "FAIL: 2 of [0-9]+ cases failed \\(no baseline\\)\n$")
  message(FATAL_ERROR "ExpectedFail without a baseline is no failure of the merge:\n${out}")
endif()
file(WRITE "${WORK_DIR}/no_device.csv" "# shard: 0/2\n")
vktexel_run(2 "${VKTEXEL}" merge "${WORK_DIR}/nodev_merged.csv" "${WORK_DIR}/no_device.csv" --baseline auto)

message(STATUS "shards 0/2 (${n0} cases) and 1/2 (${n1} cases) merge into the full run (${n} cases)")
