# Two runs with the same --seed must give identical results (issue 8 "determinism"), one worker
# process at a time or two side by side (--jobs): the parcels never change a result. Compared: the
# results files and every probe's raw result bits (`--raw`, read back by `vktexel raw print`, less
# the build, device properties and timings), so differing texel data shows even where both runs pass.
# The positive control (issue 56): a run with another seed must differ in those bits.
function(probe_bits RAW OUT)
  execute_process(COMMAND ${VKTEXEL} raw print ${RAW} RESULT_VARIABLE status OUTPUT_VARIABLE text ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "vktexel raw print ${RAW}: exit ${status}\n${err}")
  endif()
  # Less the header lines and the closing count (it follows whichever case finished last). The
  # `seed` line too: --seed 43 must differ from 42 in the bits themselves (issue 65, item 6).
  string(REGEX REPLACE "(^|\n)(build|property|seed|end)\t[^\n]*" "" text "${text}")
  if(text MATCHES "(^|\n)seed\t")
    message(FATAL_ERROR "the seed line of ${RAW} is still in the compared text")
  endif()
  string(REGEX REPLACE "\n\n+" "\n" text "${text}")
  string(STRIP "${text}" text)
  # A case line: name, status, probes, definition digest, then the timing, left out.
  string(REGEX REPLACE "(\ncase\t[^\t\n]*\t[^\t\n]*\t[^\t\n]*\t[^\t\n]*)\t[^\n]*" "\\1" text "${text}")
  # Cases in name order: runs with different --jobs finish them in different orders.
  string(REPLACE ";" "," text "${text}")
  string(REPLACE "\ncase\t" ";case\t" blocks "${text}")
  list(SORT blocks)
  string(REPLACE ";" "\n" text "${blocks}")
  string(REGEX MATCHALL "\nbits\t" probe_blocks "${text}")
  list(LENGTH probe_blocks cases)
  if(cases EQUAL 0)
    message(FATAL_ERROR "${RAW} holds no probe bits: the comparison would see nothing")
  endif()
  set(${OUT} "${text}" PARENT_SCOPE)
endfunction()

foreach(run 1 2 3)
  set(seed 42)
  if(run EQUAL 3)
    set(seed 43)
  endif()
  set(jobs ${run})
  if(run EQUAL 3)
    set(jobs 1)
  endif()
  execute_process(COMMAND ${VKTEXEL} run --device llvmpipe --seed ${seed} --filter "ld.2d.r8g8b8a8_unorm.*"
                          --filter "tld4.2d.r8g8b8a8_unorm.*" --filter "ld2dms.2d_ms.r8g8b8a8_unorm.*"
                          --jobs ${jobs} --results ${OUT}/run${run}.csv --raw ${OUT}/run${run}.raw.gz
                  RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "run ${run} exited with ${status}")
  endif()
  probe_bits(${OUT}/run${run}.raw.gz bits${run})
endforeach()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/run1.csv ${OUT}/run2.csv RESULT_VARIABLE differ)
if(differ)
  message(FATAL_ERROR "two runs with --seed 42 (--jobs 1 and --jobs 2) wrote different results files")
endif()
if(NOT bits1 STREQUAL bits2)
  file(WRITE ${OUT}/bits1.txt "${bits1}")
  file(WRITE ${OUT}/bits2.txt "${bits2}")
  message(FATAL_ERROR "two runs with --seed 42 (--jobs 1 and --jobs 2) returned different probe bits "
                      "(${OUT}/bits1.txt, ${OUT}/bits2.txt)")
endif()
if(bits1 STREQUAL bits3)
  message(FATAL_ERROR "a run with --seed 43 returned the same probe bits as --seed 42: the comparison "
                      "cannot tell texel data apart")
endif()
file(STRINGS ${OUT}/run1.csv lines)
list(LENGTH lines count)
string(LENGTH "${bits1}" length)
message(STATUS "identical results files (${count} lines) and probe bits (${length} characters); "
               "--seed 43's bits differ")
