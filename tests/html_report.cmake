# Runs an injected gather failure (and a passing fetch) with --html and checks the report:
# index.html with the counts and a link to the failing case's page, the page with its clauses,
# escaped shader, probe table and three pictures, and the PNG files themselves (signature and
# IHDR). Then a run with a baseline (issue 58): the baseline column, unexpected failures listed
# first, the build and the device on the pages, the reproduce command naming the device, and a
# query case's page with its table and no pictures. Arguments: VKTEXEL, WORK_DIR, DATA_DIR.
file(REMOVE_RECURSE "${WORK_DIR}")
set(case tld4.2d.r8g8b8a8_unorm.16x8.comp_r)
execute_process(COMMAND "${VKTEXEL}" run --device llvmpipe --filter "${case}" --filter "ld.2d.r8_unorm.17x9.level0"
                        --model-fault gather_swap_xw --html "${WORK_DIR}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1)
  message(FATAL_ERROR "exit status ${status}, expected 1 (the injected gather fault)\n${out}${err}")
endif()

function(expect_matches file)
  if(NOT EXISTS "${file}")
    message(FATAL_ERROR "${file} was not written")
  endif()
  file(READ "${file}" text)
  foreach(regex ${ARGN})
    if(NOT text MATCHES "${regex}")
      message(FATAL_ERROR "${file} does not match '${regex}'\n${text}")
    endif()
  endforeach()
endfunction()

expect_matches("${WORK_DIR}/index.html"
  "<td class=\"outcome-Pass\">Pass</td><td class=\"num\">1</td>"
  "<td class=\"outcome-Fail\">Fail</td><td class=\"num\">1</td>"
  "<a href=\"${case}.html\">${case}</a>"
  "<th>device</th><td>[^<]*llvmpipe")
expect_matches("${WORK_DIR}/${case}.html"
  "<h1>${case}</h1>"
  "footprint order: x and w swapped"
  "P-23</td><td>tld4 order</td>"                  # the clause with its SEMANTICS row
  "<pre>#version 450.*textureGather.*</pre>"       # the shader ...
  "if \\(i &gt;= range.count\\) return;"           # ... escaped
  "<th>difference</th><th>texel returned instead</th>"
  "driver texel \\(0, 1\\)"                        # which texel came back instead
  "<img class=\"probes\" src=\"${case}.expected.png\""
  "<img class=\"probes\" src=\"${case}.got.png\""
  "<img class=\"probes\" src=\"${case}.mask.png\"")
if(EXISTS "${WORK_DIR}/ld.2d.r8_unorm.17x9.level0.html")
  message(FATAL_ERROR "a page was written for a passing case")
endif()

foreach(picture expected got mask)
  set(png "${WORK_DIR}/${case}.${picture}.png")
  if(NOT EXISTS "${png}")
    message(FATAL_ERROR "${png} was not written")
  endif()
  file(READ "${png}" head LIMIT 16 HEX)
  # The PNG signature, then the IHDR chunk (length 13).
  if(NOT head STREQUAL "89504e470d0a1a0a0000000d49484452")
    message(FATAL_ERROR "${png} does not start like a PNG file: ${head}")
  endif()
endforeach()
set(query txq.2d.r8_unorm.17x9.size_varying_lod)  # fails on lavapipe (its baseline's reason)
execute_process(COMMAND "${VKTEXEL}" run --device llvmpipe --filter "${case}" --filter "${query}"
                        --model-fault gather_swap_xw --html "${WORK_DIR}/baseline" --baseline "${DATA_DIR}/baseline_html"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1)
  message(FATAL_ERROR "exit status ${status}, expected 1 (the query's unexpected failure)\n${out}${err}")
endif()
expect_matches("${WORK_DIR}/baseline/index.html"
  "<th>vktexel</th><td>[0-9]+\\.[0-9]+ \\(commit "
  "<th>device</th><td>[^<]*llvmpipe[^<]*Vulkan [0-9.]+, Mesa"
  "<th>complete</th><td>yes</td>"
  "<th>baseline</th><th>failed probes</th>"
  # Unexpected first, then expected: the query's row before the gather's.
  "${query}</a></td><td class=\"outcome-Fail\">Fail</td><td class=\"baseline-unexpected\">unexpected failure</td>.*${case}</a></td><td class=\"outcome-Fail\">Fail</td><td class=\"baseline-expected\">expected failure \\(cause: planted-gather-swap-xw\\)</td>")
expect_matches("${WORK_DIR}/baseline/${case}.html"
  "probes failed; baseline: expected failure \\(cause: planted-gather-swap-xw\\)</p>"
  "Device: [^<]*llvmpipe[^<]*<br>vktexel [0-9]+\\.[0-9]+"
  "<h2>Reproduce</h2>\n<pre>(VK_DRIVER_FILES=[^ ]+ )?vktexel run --filter ${case} --device (&#39.)?llvmpipe[^\n]*\n(VK_DRIVER_FILES=[^ ]+ )?vktexel explain ${case} --device")
expect_matches("${WORK_DIR}/baseline/${query}.html" "<h2>Queries</h2>" "<th>expected \\[rule\\]</th>")
file(READ "${WORK_DIR}/baseline/${query}.html" queryPage)
if(queryPage MATCHES "<img")
  message(FATAL_ERROR "the query case's page draws pictures")
endif()
message(STATUS "HTML report as expected")
