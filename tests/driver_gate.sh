#!/bin/sh
# Runs a test that needs a driver or tool, deciding at test time (not when the build was
# configured) whether it is there: a driver installed after `cmake` is used, one removed since is
# named. Where it is missing the test is skipped (exit 77, ctest's SKIP_RETURN_CODE) unless
# VKTEXEL_REQUIRE, read now, names one of the test's labels: then it fails, saying so.
#
#   driver_gate.sh LABELS ICD WHAT -- COMMAND...   run COMMAND where the file ICD exists
#   driver_gate.sh LABELS - REASON                 always missing: REASON, found at configure time
#
# LABELS: the test's driver or tool labels, comma-separated (swiftshader, lavapipe25, amber), or "".
labels="$1" icd="$2" what="$3"
shift 3
[ "${1:-}" = "--" ] && shift
reason=""
if [ "$icd" = "-" ]; then
  reason="$what"
elif [ ! -e "$icd" ]; then
  reason="$what is not at $icd"
fi
if [ -z "$reason" ]; then
  exec "$@"
fi
for label in $(echo "$labels" | tr ',' ' '); do
  for required in ${VKTEXEL_REQUIRE:-}; do
    if [ "$label" = "$required" ]; then
      echo "FAILED: VKTEXEL_REQUIRE='$VKTEXEL_REQUIRE' requires $label, but $reason"
      exit 1
    fi
  done
done
echo "skipped: $reason"
exit 77
