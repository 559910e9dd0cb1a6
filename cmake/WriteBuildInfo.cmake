# Run at every build (cmake -P): writes OUT, the commit vktexel is built from and whether its tree
# had uncommitted changes, and touches it only when that changed, so a build after no commit
# recompiles nothing. Without git or outside a checkout the commit reads "unknown".
execute_process(COMMAND git -C ${SOURCE_DIR} rev-parse --short=12 HEAD OUTPUT_VARIABLE commit
                OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE failed)
if(failed OR commit STREQUAL "")
  set(commit unknown)
  set(dirty false)
else()
  execute_process(COMMAND git -C ${SOURCE_DIR} status --porcelain --untracked-files=no
                  OUTPUT_VARIABLE changes ERROR_QUIET)
  if(changes STREQUAL "")
    set(dirty false)
  else()
    set(dirty true)
  endif()
endif()
set(text "// Written by cmake/WriteBuildInfo.cmake at build time.\n#include \"report/build_info.h\"\n\nnamespace vktexel {\nconst char* vktexelVersion() { return \"${VERSION}\"; }\nconst char* vktexelCommit() { return \"${commit}\"; }\nbool vktexelTreeDirty() { return ${dirty}; }\n}  // namespace vktexel\n")
if(EXISTS ${OUT})
  file(READ ${OUT} old)
endif()
if(NOT old STREQUAL text)
  file(WRITE ${OUT} "${text}")
endif()
