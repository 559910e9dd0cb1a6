# `vktexel run --repro-dir`: a model fault makes every ConstOffset case of two formats fail; the
# run writes one folder per (family, format, symptom), lists the rest as duplicates in index.md,
# and the program in a folder, built with only the Vulkan headers and loader, exits 1 (FAIL), as
# does its Amber script in upstream Amber where it is present.
# Arguments: VKTEXEL, WORK_DIR, GENERATOR, AMBER (optional).
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND "${VKTEXEL}" run --device llvmpipe --filter "ld.2d.r8g8b8a8_unorm.17x9.offset_*"
                        --filter "ld.2d.r32_uint.17x9.offset_*" --model-fault ignore_offset
                        --repro-dir "${WORK_DIR}/repros"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1 OR NOT out MATCHES "repro-dir [^\n]*: 2 folders \\(2 with an Amber script\\), 20 failures like one of them, 0 over the cap")
  message(FATAL_ERROR "run --repro-dir: exit ${status}\n${out}${err}")
endif()
file(READ "${WORK_DIR}/repros/index.md" index)
# The build and the device with its driver's version (issue 58), in the index, the README and the
# program's output.
foreach(regex "Written by vktexel [0-9]+\\.[0-9]+ \\(commit [^)]*\\) from a run on [^\n]*llvmpipe[^\n]*Mesa"
        "\\| case \\| clauses \\| driver \\| symptom \\| baseline \\| folder \\| Amber script \\|"
        "\\| ld.2d.r8g8b8a8_unorm.17x9.offset_0_1 \\| LD-09, P-09, LD-10 \\| llvmpipe[^|]* \\| Fail: [^|]* \\| unexpected \\| \\[ld.2d/ld.2d.r8g8b8a8_unorm.17x9.offset_0_1\\][^|]* \\| \\[ld.2d.r8g8b8a8_unorm.17x9.offset_0_1.amber\\]"
        "- ld.2d.r32_uint.17x9.offset_7_0: like ld.2d.r32_uint.17x9.offset_0_1")
  if(NOT index MATCHES "${regex}")
    message(FATAL_ERROR "index.md does not match '${regex}'\n${index}")
  endif()
endforeach()
include("${CMAKE_CURRENT_LIST_DIR}/repro_program.cmake")
build_and_run_repro("${WORK_DIR}/repros/ld.2d/ld.2d.r8g8b8a8_unorm.17x9.offset_0_1" "${GENERATOR}" STATUS status
                    OUTPUT out ARGS --device llvmpipe)
file(READ "${WORK_DIR}/repros/ld.2d/ld.2d.r8g8b8a8_unorm.17x9.offset_0_1/README.md" readme)
if(NOT readme MATCHES "Written by vktexel [0-9]+\\.[0-9]+ \\(commit [^)]*\\), from a run on [^\n]*llvmpipe")
  message(FATAL_ERROR "the folder's README.md does not name the build and the device\n${readme}")
endif()
if(NOT status STREQUAL "1" OR NOT out MATCHES ": FAIL" OR
   NOT out MATCHES "written by vktexel [0-9]+\\.[0-9]+ [^\n]*from a run on [^\n]*\ndevice [^\n]*driver [^\n]*Mesa")
  message(FATAL_ERROR "the folder's program: ${status} (expected exit 1, FAIL)\n${out}")
endif()
if(AMBER AND EXISTS "${AMBER}")  # the folder's Amber script fails in upstream Amber too
  set(case ld.2d.r8g8b8a8_unorm.17x9.offset_0_1)
  execute_process(COMMAND "${AMBER}" "${WORK_DIR}/repros/ld.2d/${case}/${case}.amber" RESULT_VARIABLE status
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status STREQUAL "1" OR NOT "${out}${err}" MATCHES "Summary: 0 pass, 1 fail")
    message(FATAL_ERROR "the folder's Amber script: exit ${status} (expected 1, 1 fail)\n${out}${err}")
  endif()
endif()
message(STATUS "--repro-dir: 2 folders, duplicates listed, the folder's program (and Amber script) exit 1")
