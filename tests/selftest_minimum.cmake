# `vktexel selftest` on the default lavapipe (issue 56): it exits 0 (every applicable mutant and
# model fault killed), and at least MIN_MUTANTS mutants and MIN_FAULTS faults apply there, so a
# change that quietly turns checks into "n/a" (a case that stops passing, a family that loses its
# sites) fails here instead of shrinking the score's denominator. Lavapipe 22.3: 22 and 38;
# lavapipe 25: 27 and 42. Arguments: VKTEXEL, MIN_MUTANTS, MIN_FAULTS, REGEX (the rows it must print).
execute_process(COMMAND ${VKTEXEL} selftest --device llvmpipe RESULT_VARIABLE status OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "selftest exited ${status}\n${out}${err}")
endif()
if(NOT out MATCHES "${REGEX}")
  message(FATAL_ERROR "selftest's output does not match '${REGEX}'\n${out}")
endif()
if(NOT out MATCHES "mutation score: ([0-9]+) killed of ([0-9]+)")
  message(FATAL_ERROR "no mutation score line\n${out}")
endif()
set(mutants ${CMAKE_MATCH_2})
if(NOT out MATCHES "model faults: ([0-9]+) killed of ([0-9]+)")
  message(FATAL_ERROR "no model faults line\n${out}")
endif()
set(faults ${CMAKE_MATCH_2})
if(mutants LESS MIN_MUTANTS OR faults LESS MIN_FAULTS)
  message(FATAL_ERROR "only ${mutants} mutants and ${faults} model faults apply on this lavapipe; at least "
                      "${MIN_MUTANTS} and ${MIN_FAULTS} must (the n/a rows say why the others do not)\n${out}")
endif()
message(STATUS "${mutants} mutants and ${faults} model faults apply, every one killed")
