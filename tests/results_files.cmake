# Runs a small filter with --results and --junit and checks both files: one CSV line per case
# with its status, and JUnit XML with the counts, a <failure> with the failure text and a
# <skipped> with the reason. Arguments: VKTEXEL, WORK_DIR, XMLLINT (optional).
cmake_policy(SET CMP0057 NEW)  # if(IN_LIST)
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(csv "${WORK_DIR}/results.csv")
set(xml "${WORK_DIR}/junit.xml")
# 13 txq cases (one lavapipe failure, one Unchecked) and one format lavapipe cannot sample.
execute_process(COMMAND "${VKTEXEL}" run --device llvmpipe --filter "txq.2d.r8_unorm.17x9.*"
                        --filter "ld.2d.r8g8b8_unorm.17x9.level0" --results "${csv}" --junit "${xml}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1)
  message(FATAL_ERROR "exit status ${status}, expected 1 (one known lavapipe failure)\n${out}${err}")
endif()

file(STRINGS "${csv}" lines REGEX "^[^#]")
list(LENGTH lines count)
if(NOT count EQUAL 14)
  message(FATAL_ERROR "${csv}: ${count} lines, expected 14\n${lines}")
endif()
foreach(expected "txq.2d.r8_unorm.17x9.size_varying_lod,Fail" "txq.2d.r8_unorm.17x9.levels,Pass"
        "txq.2d.r8_unorm.17x9.size_lod_beyond_levels,Unchecked" "ld.2d.r8g8b8_unorm.17x9.level0,NotSupported")
  if(NOT expected IN_LIST lines)
    message(FATAL_ERROR "${csv} lacks the line '${expected}'\n${lines}")
  endif()
endforeach()

# The '#' lines (issue 58): the build, the device with its driver's version, the selection and shard.
file(READ "${csv}" csvText)
foreach(regex "^# vktexel: [0-9]+\\.[0-9]+ \\(commit ([0-9a-f]+|unknown)" "\n# device: [^\n]*llvmpipe[^\n]*Mesa"
        "\n# selection: --filter 'ld.2d.r8g8b8_unorm.17x9.level0' --filter 'txq.2d.r8_unorm.17x9.\\*'\n"
        "\n# selected: 14 cases\n" "\n# shard: 0/1\n")
  if(NOT csvText MATCHES "${regex}")
    message(FATAL_ERROR "${csv} does not match '${regex}'\n${csvText}")
  endif()
endforeach()

file(READ "${xml}" junit)
foreach(regex
        "<testsuite name=\"vktexel\" tests=\"14\" failures=\"1\" errors=\"0\" skipped=\"2\""
        "<property name=\"device\" value=\"[^\"]*llvmpipe[^\"]*Mesa"
        "<property name=\"vktexel\" value=\"[0-9]+\\.[0-9]+ \\(commit "
        "<property name=\"complete\" value=\"yes\"/>"
        "<testcase classname=\"txq\" name=\"txq.2d.r8_unorm.17x9.levels\"/>"
        "<testcase classname=\"txq\" name=\"txq.2d.r8_unorm.17x9.size_varying_lod\">[ \n]*<failure type=\"Fail\" message=\"Fail txq.2d.r8_unorm.17x9.size_varying_lod \\([0-9]+ of [0-9]+ probes wrong\\)\">"
        "max\\(1, size &gt;&gt; level\\)"
        "<testcase classname=\"ld\" name=\"ld.2d.r8g8b8_unorm.17x9.level0\">[ \n]*<skipped message=\"NotSupported: VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT for VK_FORMAT_R8G8B8_UNORM\"/>")
  if(NOT junit MATCHES "${regex}")
    message(FATAL_ERROR "${xml} does not match '${regex}'\n${junit}")
  endif()
endforeach()
if(XMLLINT)
  execute_process(COMMAND "${XMLLINT}" --noout "${xml}" RESULT_VARIABLE lint ERROR_VARIABLE lintErr)
  if(NOT lint EQUAL 0)
    message(FATAL_ERROR "xmllint rejects ${xml}: ${lintErr}")
  endif()
endif()
message(STATUS "results and JUnit files as expected")
