# `vktexel fuzz --findings` and `--merge` (issue 66, items 4 and 6), on a bug every driver shows:
# selftest's result_swizzle mutation swaps .x and .y of every fetch. The fetch cases among the first
# cases of seed 1 fail; each new finding must shrink to one probe, with its folder's files, and its
# shrunk case must pass on the driver unmutated. Merging that folder with one of more cases of the
# same seed adds up the counts of the signatures both hold. The names are read from the output, so
# a change to the generator moves no part of the test.
#   -DVKTEXEL=... -DWORK=... -DDEVICE=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

function(vktexel_step EXPECT_EXIT REGEX)
  execute_process(COMMAND ${VKTEXEL} ${ARGN} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
  if(NOT code EQUAL EXPECT_EXIT OR NOT "${out}${err}" MATCHES "${REGEX}")
    message(FATAL_ERROR "vktexel ${ARGN}: exit ${code} (expected ${EXPECT_EXIT}), output should match '${REGEX}':\n${out}${err}")
  endif()
  set(output "${out}" PARENT_SCOPE)
endfunction()

set(shrunk "shrunk (fuzz\\.1\\.[0-9]+\\.ld) in [0-9.]+ s \\([0-9]+ rounds, [0-9]+ candidates\\): 1 of 40 probes")
vktexel_step(1 "${shrunk}.* [1-9][0-9]* new\n$" fuzz --device ${DEVICE} --seed 1 --cases 8 --filter "fuzz.*.ld.*"
             --mutation result_swizzle --findings "${WORK}/a")
string(REGEX MATCH "${shrunk}" _ "${output}")  # a function's matches stay in it
set(folder "${CMAKE_MATCH_1}")
foreach(f finding.md original.case shrunk.case repro/repro.cpp repro/case_data.h)
  if(NOT EXISTS "${WORK}/a/${folder}/${f}")
    message(FATAL_ERROR "the finding's folder ${folder} has no ${f}")
  endif()
endforeach()
file(READ "${WORK}/a/${folder}/finding.md" finding)
if(NOT finding MATCHES "^# new: ld [^\n]*: Fail " OR NOT finding MATCHES "vktexel run --case-file ")
  message(FATAL_ERROR "finding.md lacks its title or its commands:\n${finding}")
endif()
file(STRINGS "${WORK}/a/${folder}/shrunk.case" probes REGEX "^probe ")
list(LENGTH probes count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "shrunk.case has ${count} probes, not 1")
endif()
# Unmutated, the driver reads the shrunk case right.
vktexel_step(0 "\n1 passed, 0 failed, 0 skipped" run --device ${DEVICE} --case-file "${WORK}/a/${folder}/shrunk.case")

# The first finding of a, its signature and count, must come out of the merge with b's count added.
file(STRINGS "${WORK}/a/findings.txt" aLines REGEX "^new\t")
list(GET aLines 0 aFirst)
string(REGEX MATCH "^new\t([0-9]+)\t([^\t]+)\t" _ "${aFirst}")
set(aCount "${CMAKE_MATCH_1}")
set(signature "${CMAKE_MATCH_2}")
vktexel_step(1 "new\n$" fuzz --device ${DEVICE} --seed 1 --cases 16 --filter "fuzz.*.ld.*" --mutation result_swizzle
             --findings "${WORK}/b")
file(STRINGS "${WORK}/b/findings.txt" bLines REGEX "^new\t[0-9]+\t")
set(bCount 0)
foreach(line ${bLines})
  string(REGEX MATCH "^new\t([0-9]+)\t([^\t]+)\t" _ "${line}")
  if(CMAKE_MATCH_2 STREQUAL signature)
    set(bCount "${CMAKE_MATCH_1}")
  endif()
endforeach()
vktexel_step(1 "merged 2 findings folders into [^\n]*: [0-9]+ distinct: 0 known, [1-9][0-9]* new\n$"
             fuzz --merge "${WORK}/a" --merge "${WORK}/b" --findings "${WORK}/merged")
math(EXPR sum "${aCount} + ${bCount}")
file(STRINGS "${WORK}/merged/findings.txt" merged REGEX "^new\t${sum}\t")
set(found FALSE)
foreach(line ${merged})
  if(line MATCHES "^new\t${sum}\t([^\t]+)\t" AND CMAKE_MATCH_1 STREQUAL signature)
    set(found TRUE)
  endif()
endforeach()
if(NOT found OR bCount EQUAL 0)
  message(FATAL_ERROR "the merged findings.txt does not count '${signature}' ${aCount} + ${bCount} times")
endif()
if(NOT EXISTS "${WORK}/merged/${folder}/shrunk.case")
  message(FATAL_ERROR "the merge did not copy the folder ${folder}")
endif()
vktexel_step(2 "cannot read [^\n]*/nothing/findings.txt" fuzz --merge "${WORK}/nothing" --findings "${WORK}/merged2")
