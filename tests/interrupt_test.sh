#!/bin/bash
# SIGTERM while a worker hangs (the fault layer holds one case's submission): vktexel must stop at
# once with exit status 143, and the results file must keep every result gathered before; the
# summary counts the cases that ran, and the results file, the HTML index and JUnit say the run is
# partial (issue 58).
set -u
VKTEXEL=$1
OUT=$2
mkdir -p "$OUT"
rm -rf "$OUT/results.csv" "$OUT/html" "$OUT/junit.xml"
"$VKTEXEL" run --device llvmpipe --filter 'ld.2d.r8_unorm.17x9.*' --results "$OUT/results.csv" \
  --html "$OUT/html" --junit "$OUT/junit.xml" --watchdog 600 > "$OUT/stdout.txt" 2>&1 &
pid=$!
# Wait until the hang is reached: the layer announces it on stderr.
for _ in $(seq 1 300); do
  grep -q "hang on submission" "$OUT/stdout.txt" && break
  sleep 0.1
done
sleep 0.5
kill -TERM "$pid"
wait "$pid"
status=$?
lines=$(grep -c '^[^#]' "$OUT/results.csv" || true)
echo "exit status $status, $lines result lines"
cat "$OUT/stdout.txt" | tail -5
if [ "$status" -ne 143 ]; then echo "FAIL: expected exit status 143"; exit 1; fi
if [ "$lines" -lt 1 ]; then echo "FAIL: the results gathered before the signal are missing"; exit 1; fi
grep -q "interrupted by signal 15" "$OUT/stdout.txt" || { echo "FAIL: no interruption summary"; exit 1; }
grep -q "^[1-9][0-9]* of [0-9]* cases ran before the interrupt" "$OUT/stdout.txt" ||
  { echo "FAIL: the summary does not count the cases that ran"; exit 1; }
grep -q "^# complete: no" "$OUT/results.csv" || { echo "FAIL: the results file does not say it is partial"; exit 1; }
grep -q "Partial run" "$OUT/html/index.html" || { echo "FAIL: no partial-run banner in index.html"; exit 1; }
grep -q '<property name="complete" value="no' "$OUT/junit.xml" ||
  { echo "FAIL: JUnit has no complete=no property"; exit 1; }
echo PASS
