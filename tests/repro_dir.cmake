# `vktexel run --repro-dir`: a model fault makes every ConstOffset case of two formats fail; the
# run writes one folder per (family, format, symptom), lists the rest as duplicates in index.md,
# and the program in a folder, built with only the Vulkan headers and loader, exits 1 (FAIL).
# Arguments: VKTEXEL, WORK_DIR, GENERATOR.
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND "${VKTEXEL}" run --device llvmpipe --filter "ld.2d.r8g8b8a8_unorm.17x9.offset_*"
                        --filter "ld.2d.r32_uint.17x9.offset_*" --model-fault ignore_offset
                        --repro-dir "${WORK_DIR}/repros"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1 OR NOT out MATCHES "repro-dir [^\n]*: 2 folders, 20 failures like one of them, 0 over the cap")
  message(FATAL_ERROR "run --repro-dir: exit ${status}\n${out}${err}")
endif()
file(READ "${WORK_DIR}/repros/index.md" index)
foreach(regex "\\| case \\| clauses \\| driver \\| symptom \\| baseline \\| folder \\|"
        "\\| ld.2d.r8g8b8a8_unorm.17x9.offset_0_1 \\| LD-09, P-09, LD-10 \\| llvmpipe[^|]* \\| Fail: [^|]* \\| unexpected \\| \\[ld.2d/ld.2d.r8g8b8a8_unorm.17x9.offset_0_1\\]"
        "- ld.2d.r32_uint.17x9.offset_7_0: like ld.2d.r32_uint.17x9.offset_0_1")
  if(NOT index MATCHES "${regex}")
    message(FATAL_ERROR "index.md does not match '${regex}'\n${index}")
  endif()
endforeach()
set(dir "${WORK_DIR}/repros/ld.2d/ld.2d.r8g8b8a8_unorm.17x9.offset_0_1")
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${dir}" -B "${dir}/build" -G "${GENERATOR}" RESULT_VARIABLE s1 OUTPUT_QUIET)
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${dir}/build" RESULT_VARIABLE s2 OUTPUT_QUIET)
execute_process(COMMAND "${dir}/build/repro" --device llvmpipe RESULT_VARIABLE s3 OUTPUT_VARIABLE out3 ERROR_VARIABLE err3)
if(NOT s1 EQUAL 0 OR NOT s2 EQUAL 0 OR NOT s3 EQUAL 1 OR NOT out3 MATCHES ": FAIL")
  message(FATAL_ERROR "the folder's program: configure ${s1}, build ${s2}, run ${s3} (expected 1, FAIL)\n${out3}${err3}")
endif()
message(STATUS "--repro-dir: 2 folders, duplicates listed, the folder's program exits 1")
