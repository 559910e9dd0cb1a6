# `vktexel repro` of sparse-residency cases (issue 22): the program binds memory to the pages the
# case binds, as vktexel does (sparse_binding.h), and on lavapipe 25 passes a 2D fetch case with
# its mip tail bound and a 3D one with it unbound; under a model fault that flips one page's
# binding it exits 1 (FAIL). Arguments: VKTEXEL, WORK_DIR, GENERATOR (VK_DRIVER_FILES: lavapipe 25).
include("${CMAKE_CURRENT_LIST_DIR}/repro_program.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
set(note "no Amber script: its image is sparse-resident")

repro_case_exits(sparse.2d.r8_unorm.512x512.fetch "${WORK_DIR}/fetch" "${GENERATOR}" 0
                 "sparse: [1-9][0-9]* pages and [0-9]+ tail or metadata ranges bound.*[0-9]+ passed, 0 failed, 0 undecided, [0-9]+ unchecked: PASS"
                 "${note}")
file(READ "${WORK_DIR}/fetch/case_data.h" header)
if(NOT EXISTS "${WORK_DIR}/fetch/sparse_binding.h" OR NOT header MATCHES "#define REPRO_SPARSE 1\n.*const BoundPage kBoundPages")
  message(FATAL_ERROR "the fetch case's repro has no sparse binding")
endif()
repro_case_exits(sparse.3d.r8_unorm.128x64x64.fetch_tail_unbound "${WORK_DIR}/tail_unbound" "${GENERATOR}" 0
                 "[0-9]+ passed, 0 failed, 0 undecided, [0-9]+ unchecked: PASS" "${note}")
repro_case_exits(sparse.2d.r8_unorm.512x512.fetch "${WORK_DIR}/fault" "${GENERATOR}" 1
                 "FAIL probe .*[0-9]+ passed, [1-9][0-9]* failed" "${note}" --model-fault sparse_page_flipped)
message(STATUS "sparse repros: 2D and 3D pass, the model fault fails")
