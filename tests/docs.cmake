# The docs kept honest where that is cheap (issue 44, docs_check.py): every command, flag and
# outcome word of `vktexel --help` appears in docs/reference.md; every command of the README's
# tour runs on the default device with the exit status the README gives; every relative link of the
# docs names a file that exists; and the checks catch a reference missing a flag, a tour command
# that fails and a broken link.
add_test(NAME docs.reference_flags
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/docs_check.py flags ${VKTEXEL}
                 ${PROJECT_SOURCE_DIR}/docs/reference.md)
add_test(NAME docs.readme_tour
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/docs_check.py readme ${CMAKE_BINARY_DIR}
                 ${PROJECT_SOURCE_DIR}/README.md)
set_tests_properties(docs.readme_tour PROPERTIES LABELS e2e TIMEOUT 600)
add_test(NAME docs.links COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/docs_check.py links ${PROJECT_SOURCE_DIR})
add_test(NAME docs.check_catches_wrong_docs
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/docs_check.py selftest ${VKTEXEL}
                 ${CMAKE_BINARY_DIR} ${PROJECT_SOURCE_DIR}/docs/reference.md)
# The layering docs/architecture.md draws: every project include goes downward (check_layers.py),
# and an upward one is caught.
add_test(NAME docs.layers COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/check_layers.py ${PROJECT_SOURCE_DIR})
add_test(NAME docs.layers_catches_upward_include
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/check_layers.py selftest)
# Every cause quote of the baselines names its source and version (issue 64, item 9,
# cause_quotes_check.py): a double-quoted passage after Vulkan, KDFS, D3D11.3, SPIR-V, VK-GL-CTS or
# GLSL in a fails.csv cause block needs the version next to that word; and the check catches an
# unversioned one. Both take the `docs` label from their name (TestLabels.cmake), as the tests above.
add_test(NAME docs.cause_quotes
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/cause_quotes_check.py
                 --expected ${PROJECT_SOURCE_DIR}/expected)
add_test(NAME docs.cause_quotes_catch_unversioned
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/cause_quotes_check.py --selftest)
