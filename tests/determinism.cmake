# Two runs with the same --seed must write identical results files (issue 8 "determinism"), one
# worker process at a time or two side by side (--jobs): the parcels never change a result.
foreach(run 1 2)
  execute_process(COMMAND ${VKTEXEL} run --device llvmpipe --seed 42 --filter "ld.2d.r8g8b8a8_unorm.*"
                          --filter "tld4.2d.r8g8b8a8_unorm.*" --filter "ld2dms.2d_ms.r8g8b8a8_unorm.*"
                          --jobs ${run} --results ${OUT}/run${run}.csv
                  RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "run ${run} exited with ${status}")
  endif()
endforeach()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/run1.csv ${OUT}/run2.csv RESULT_VARIABLE differ)
if(differ)
  message(FATAL_ERROR "two runs with --seed 42 (--jobs 1 and --jobs 2) wrote different results files")
endif()
file(STRINGS ${OUT}/run1.csv lines)
list(LENGTH lines count)
message(STATUS "identical results files, ${count} lines")
