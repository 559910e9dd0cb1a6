# `vktexel fuzz --findings` and `--merge` (issue 66, items 4 and 6), on a bug every driver shows:
# selftest's result_swizzle mutation swaps .x and .y of every fetch. Case 0 of seed 1 is a fetch
# case of 40 probes; its finding must shrink to one probe, with its folder's files, and the shrunk
# case must pass on the driver unmutated. Merging two folders that share a signature adds its counts.
#   -DVKTEXEL=... -DWORK=... -DDEVICE=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

function(vktexel_step EXPECT_EXIT REGEX)
  execute_process(COMMAND ${VKTEXEL} ${ARGN} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
  if(NOT code EQUAL EXPECT_EXIT OR NOT "${out}${err}" MATCHES "${REGEX}")
    message(FATAL_ERROR "vktexel ${ARGN}: exit ${code} (expected ${EXPECT_EXIT}), output should match '${REGEX}':\n${out}${err}")
  endif()
endfunction()

vktexel_step(1 "shrunk fuzz\\.1\\.0\\.ld in [0-9.]+ s \\([0-9]+ rounds, [0-9]+ candidates\\): 1 of 40 probes.*1 new\n$"
             fuzz --device ${DEVICE} --seed 1 --cases 1 --mutation result_swizzle --findings "${WORK}/a")
foreach(f finding.md original.case shrunk.case repro/repro.cpp repro/case_data.h)
  if(NOT EXISTS "${WORK}/a/fuzz.1.0.ld/${f}")
    message(FATAL_ERROR "the finding's folder has no ${f}")
  endif()
endforeach()
file(READ "${WORK}/a/fuzz.1.0.ld/finding.md" finding)
if(NOT finding MATCHES "# new: ld 2d_array UNORM: Fail " OR NOT finding MATCHES "vktexel run --case-file ")
  message(FATAL_ERROR "finding.md lacks its title or its commands:\n${finding}")
endif()
file(STRINGS "${WORK}/a/fuzz.1.0.ld/shrunk.case" probes REGEX "^probe ")
list(LENGTH probes count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "shrunk.case has ${count} probes, not 1")
endif()
# Unmutated, the driver reads the shrunk case right.
vktexel_step(0 "\n1 passed, 0 failed, 0 skipped" run --device ${DEVICE} --case-file "${WORK}/a/fuzz.1.0.ld/shrunk.case")

vktexel_step(1 "2 new\n$"
             fuzz --device ${DEVICE} --seed 1 --cases 4 --filter "fuzz.1.[03].*" --mutation result_swizzle --findings "${WORK}/b")
vktexel_step(1 "merged 2 findings folders into [^\n]*: 2 distinct: 0 known, 2 new\n$"
             fuzz --merge "${WORK}/a" --merge "${WORK}/b" --findings "${WORK}/merged")
file(STRINGS "${WORK}/merged/findings.txt" lines REGEX "^new\t2\tld 2d_array UNORM")
if(NOT lines)
  message(FATAL_ERROR "the merged findings.txt does not count case 1's signature twice")
endif()
vktexel_step(2 "cannot read [^\n]*/nothing/findings.txt" fuzz --merge "${WORK}/nothing" --findings "${WORK}/merged2")
