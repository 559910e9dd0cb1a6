# Runs tools/check-deps on this build. Without DROP it must pass with tools/debian-packages.txt;
# with DROP it runs on a copy of that list without the package DROP and must fail naming it.
# Arguments: CHECK_DEPS, BUILD_DIR, PACKAGES, WORK_DIR, DROP (optional).
set(list "${PACKAGES}")
set(expect_exit 0)
set(expect_regex "check-deps: ok: [0-9]+ files used")
if(DROP)
  file(READ "${PACKAGES}" text)
  string(REGEX REPLACE "\n${DROP}[ \n][^\n]*" "\n" text "${text}")
  file(MAKE_DIRECTORY "${WORK_DIR}")
  set(list "${WORK_DIR}/packages-without-${DROP}.txt")
  file(WRITE "${list}" "${text}")
  set(expect_exit 1)
  set(expect_regex "MISSING Debian package '${DROP}'")
endif()
execute_process(COMMAND bash "${CHECK_DEPS}" "${BUILD_DIR}" --packages "${list}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status STREQUAL expect_exit OR NOT "${out}${err}" MATCHES "${expect_regex}")
  message(FATAL_ERROR "check-deps exited ${status} (expected ${expect_exit}, output matching '${expect_regex}'):\n${out}${err}")
endif()
message(STATUS "check-deps exited ${status} as expected:\n${out}")
