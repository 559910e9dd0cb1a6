#!/usr/bin/env python3
"""Checks of raw results files (issue 53): `vktexel run --raw`, `rejudge`, `compare`, `raw print|pack`
and tools/gpu-record, each on a real driver. Every check exits non-zero, saying why, on a wrong answer.

  identical  run --raw, then rejudge the file: the same exit status, console output (but the header and
             timing lines) and results file
  hand_edit  one probe's bits changed by hand (raw print, edit, raw pack): that case fails, only it
  stale      a case whose inputs changed (its digest), and one no longer defined: listed, not judged
  seed_and_cut  a --seed run re-judges whole; the file without its end line exits 1
  fuzz_rejudge  a fuzz run's raw file re-judges case for case (its cases drawn again by name)
  compare    a run against itself: nothing differs; against a run under a model fault: exactly the
             cases that fail under the fault, as new failures
  stored     every expected/*/record-*/raw.gz re-judged against its folder's baseline
  gpu_record tools/gpu-record pack and run on the CPU driver; its raw file re-judges as its run
"""
import argparse
import glob
import gzip
import os
import re
import subprocess
import sys
import tempfile

# Lines that differ between a run and its re-judging by design: the device header, the timing line,
# where the raw file went or came from, the baseline choice (run probes a device, rejudge reads the file).
# Lines a run and a rejudge of its file print differently by design; "N cases of this build ... are
# not in the file" is rejudge's statement of what a filtered run's file lacks (issue 65, item 4).
VARYING = re.compile(r"^(vktexel \d|device |robustness: |\d+ cases in \d+ batches|raw results|\d+ cases re-judged|baseline auto: |"
                     r"validation messages|\d+ cases of this build)")


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def vktexel(binary, args, env=None):
    p = subprocess.run([binary] + args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       env=dict(os.environ, **(env or {})))
    return p.returncode, p.stdout


def stable_lines(text):
    return [line for line in text.splitlines() if not VARYING.match(line)]


def results(path):
    with open(path) as f:
        return sorted(line for line in f.read().splitlines() if line and not line.startswith("#"))


def baseline_args(run_args):
    """The run's --baseline DIR and --strict, which rejudge takes as run does."""
    out = run_args[run_args.index("--baseline"):run_args.index("--baseline") + 2] if "--baseline" in run_args else []
    return out + (["--strict"] if "--strict" in run_args else [])


def selection_args(run_args):
    out = []
    for i, a in enumerate(run_args):
        if a in ("--filter", "--exclude"):
            out += [a, run_args[i + 1]]
    return out


def identical(a, tmp):
    raw, run_csv, rejudge_csv = (os.path.join(tmp, n) for n in ("run.raw.gz", "run.csv", "rejudge.csv"))
    run_status, run_out = vktexel(a.vktexel, a.run_args + ["--raw", raw, "--results", run_csv])
    if a.expect and not re.search(a.expect, run_out, re.S):
        fail("the run's output does not match %r:\n%s" % (a.expect, run_out[-3000:]))
    rejudge_status, rejudge_out = vktexel(
        a.vktexel, ["rejudge", raw, "--results", rejudge_csv] + baseline_args(a.run_args) + selection_args(a.run_args))
    if run_status != rejudge_status:
        fail("run exited %d, rejudge %d:\n%s" % (run_status, rejudge_status, rejudge_out[-3000:]))
    run_lines, rejudge_lines = stable_lines(run_out), stable_lines(rejudge_out)
    if run_lines != rejudge_lines:
        for i, (x, y) in enumerate(zip(run_lines, rejudge_lines)):
            if x != y:
                fail("line %d differs:\n  run:     %s\n  rejudge: %s" % (i, x, y))
        fail("run printed %d lines, rejudge %d" % (len(run_lines), len(rejudge_lines)))
    if results(run_csv) != results(rejudge_csv):
        fail("the results files differ")
    if "definition changed" in rejudge_out:
        fail("rejudge calls the run's own cases changed")
    print("identical: exit %d, %d output lines, %d results, raw file %d bytes"
          % (run_status, len(run_lines), len(results(run_csv)), os.path.getsize(raw)))


def raw_text(binary, path):
    status, text = vktexel(binary, ["raw", "print", path])
    if status:
        fail("raw print exited %d: %s" % (status, text[-500:]))
    return text


def pack(binary, text, tmp, name):
    text_path, packed = os.path.join(tmp, name + ".txt"), os.path.join(tmp, name + ".raw.gz")
    with open(text_path, "w") as f:
        f.write(text)
    status, out = vktexel(binary, ["raw", "pack", text_path, packed])
    if status:
        fail("raw pack exited %d: %s" % (status, out))
    return packed


def record(binary, args, tmp, name):
    path = os.path.join(tmp, name + ".raw.gz")
    status, out = vktexel(binary, args + ["--raw", path])
    if status not in (0, 1):
        fail("run exited %d:\n%s" % (status, out[-2000:]))
    return path


def case_blocks(text):
    """(name, index of its case line, index of its bits line or None) per case."""
    lines = text.split("\n")
    out = []
    for i, line in enumerate(lines):
        if line.startswith("case\t"):
            out.append([line.split("\t")[1], i, None])
        elif line.startswith("bits\t") and out:
            out[-1][2] = i
    return lines, out


def hand_edit(a, tmp):
    raw = record(a.vktexel, a.run_args, tmp, "clean")
    lines, cases = case_blocks(raw_text(a.vktexel, raw))
    target = next((c for c in cases if c[0] == a.case), None)
    if not target or target[2] is None:
        fail("%s has no returned bits in the file" % a.case)
    lines[target[2] + 1] = "dead beef dead beef"  # probe 0: no value of these formats reads back so
    status, out = vktexel(a.vktexel, ["rejudge", pack(a.vktexel, "\n".join(lines), tmp, "edited")])
    failing = re.findall(r"^(?:Fail|Crash|Timeout|InternalError) (\S+)", out, re.M)
    if status != 1 or failing != [a.case] or "probe 0 [" not in out:
        fail("expected exactly %s to fail at probe 0 (exit 1), got exit %d, failing %s:\n%s"
             % (a.case, status, failing, out[-2000:]))
    print("hand_edit: %s fails at probe 0, the %d other cases pass" % (a.case, len(cases) - 1))


def stale(a, tmp):
    raw = record(a.vktexel, a.run_args, tmp, "clean")
    lines, cases = case_blocks(raw_text(a.vktexel, raw))
    ran = [c for c in cases if c[2] is not None]
    skipped = [c for c in cases if c[2] is None]
    if not ran or not skipped:
        fail("the selection needs cases that ran and cases that did not")
    changed = [ran[0], skipped[0]]
    for name, i, _ in changed:  # an older definition: another digest of the same case
        fields = lines[i].split("\t")
        fields[4] = "0123456789abcdef"
        lines[i] = "\t".join(fields)
    fields = lines[ran[1][1]].split("\t")
    fields[1] = "ld.no_such_case.any"  # a case this build no longer has
    lines[ran[1][1]] = "\t".join(fields)
    status, out = vktexel(a.vktexel, ["rejudge", pack(a.vktexel, "\n".join(lines), tmp, "stale")])
    listed = sorted(re.findall(r"^definition changed: (\S+): ", out, re.M))
    want = sorted([changed[0][0], changed[1][0], "ld.no_such_case.any"])
    judged = re.search(r"^(\d+) cases re-judged", out, re.M)
    if listed != want or not judged or int(judged.group(1)) != len(cases) - 3 or status != 0:
        fail("expected %s listed and %d judged (exit 0), got %s, exit %d:\n%s"
             % (want, len(cases) - 3, listed, status, out[-2000:]))
    if "3 cases not judged" not in out:
        fail("the count of cases not judged is missing:\n" + out[-1000:])
    print("stale: %s listed as changed, %d cases judged" % (", ".join(want), len(cases) - 3))


def compare(a, tmp):
    clean = record(a.vktexel, a.run_args, tmp, "clean")
    faulty = record(a.vktexel, a.run_args + ["--model-fault", a.fault], tmp, "faulty")
    status, out = vktexel(a.vktexel, ["compare", clean, clean])
    if status != 0 or ": 0 cases differ" not in out or not out.rstrip().endswith("(--fail-on regressions)"):
        fail("a run compared with itself differs (exit %d):\n%s" % (status, out[-1000:]))
    # Causes come from the folder whose device.txt claims the device, though the run had no baseline.
    if not re.search(r"^causes of %s: \S+/expected/\S+ \(its device.txt matches " % re.escape(clean), out, re.M):
        fail("compare names no baseline folder for a run made without one:\n" + out[-1000:])
    faulty_lines = raw_text(a.vktexel, faulty).split("\n")
    want = sorted(l.split("\t")[1] for l in faulty_lines if l.startswith("case\t") and l.split("\t")[2] == "Fail")
    if not want:
        fail("the fault %s failed no case: the check would prove nothing" % a.fault)
    status, out = vktexel(a.vktexel, ["compare", clean, faulty])
    got = sorted(re.findall(r"^    (\S+): Pass -> Fail", out, re.M))
    if (status != 1 or got != want or ("regressions: %d" % len(want)) not in out
            or not out.startswith("causes of") or "FAIL: %d regressions" % len(want) not in out.split("\n")[-2]):
        fail("expected the %d cases failing under %s as regressions, got %d (exit %d):\n%s"
             % (len(want), a.fault, len(got), status, out[-2000:]))
    # A run made with a baseline: compare takes the causes from the folder its raw file names.
    listed = os.path.join(tmp, "listed")
    os.makedirs(listed)
    with open(os.path.join(listed, "fails.csv"), "w") as f:
        f.write("# cause: planted-%s\n%s\n" % (a.fault, "\n".join(n + ",Fail" for n in want)))
    with_baseline = record(a.vktexel, a.run_args + ["--model-fault", a.fault, "--baseline", listed], tmp, "listed")
    status, out = vktexel(a.vktexel, ["compare", clean, with_baseline])
    caused = re.findall(r"^    (\S+): Pass -> Fail \(second's cause: planted-%s\)$" % re.escape(a.fault), out, re.M)
    if sorted(caused) != want or "causes of %s: %s (the baseline it ran with)" % (with_baseline, listed) not in out:
        fail("compare does not quote the causes of the baseline the second run compared with:\n" + out[-2000:])
    # The other way round they are fixes: listed, and no regression (exit 0) unless --fail-on changes.
    status, out = vktexel(a.vktexel, ["compare", faulty, clean])
    got = sorted(re.findall(r"^    (\S+): Fail -> Pass", out, re.M))
    if status != 0 or got != want or ("fixes: %d" % len(want)) not in out:
        fail("expected the %d cases as fixes, exit 0, got %d (exit %d):\n%s" % (len(want), len(got), status, out[-2000:]))
    status, _ = vktexel(a.vktexel, ["compare", faulty, clean, "--fail-on", "changes"])
    if status != 1:
        fail("compare --fail-on changes exits %d on %d fixes" % (status, len(want)))
    html = os.path.join(tmp, "html")
    status, out = vktexel(a.vktexel, ["compare", clean, faulty, "--html", html, "--verbose"])
    page = open(os.path.join(html, "index.html")).read()
    if page.count('class="differs"') != len(want) or "regressions: %d" % len(want) not in page:
        fail("the side-by-side page marks %d rows, %d differ" % (page.count('class="differs"'), len(want)))
    links = re.findall(r'<a href="(cases/[^"]+)"><code>([^<]+)</code>', page)
    if sorted(n for _, n in links) != want:
        fail("the index links %d case pages, %d cases regressed" % (len(links), len(want)))
    case_page = open(os.path.join(html, links[0][0])).read()
    if "(outside)" not in case_page or "expected <code>" not in case_page:
        fail("the case page of %s marks no result outside the model's expectation" % links[0][1])
    print("compare: itself 0, under %s exactly its %d failing cases, fixes the other way" % (a.fault, len(want)))


def stored(a, tmp):
    files = sorted(glob.glob(os.path.join(a.expected, "*", "record-*", "raw.gz")))
    if not files:
        fail("no stored raw file under %s" % a.expected)
    for path in files:
        folder = os.path.dirname(os.path.dirname(path))
        # --strict: the folder lists every warning, so a tier that moved (a Pass turned QualityWarning,
        # or back) differs, not only a failure (issue 64, item 11).
        status, out = vktexel(a.vktexel, ["rejudge", path, "--baseline", folder, "--strict"])
        judged = re.search(r"^(\d+) cases re-judged", out, re.M)
        if status != 0 or not re.search(r"^baseline matches: [1-9]", out, re.M) or not judged:
            fail("%s does not match %s (exit %d):\n%s" % (path, folder, status, out[-3000:]))
        not_judged = re.search(r"^(\d+) cases not judged", out, re.M)
        print("stored: %s: %s cases re-judged, %s not (definition changed), baseline matches"
              % (path, judged.group(1), not_judged.group(1) if not_judged else 0))


def seed_and_cut(a, tmp):
    """A run with its own --seed re-judges every case (the texels are the seed's, not the default's);
    the same file cut before its end line re-judges to exit 1, saying so last (issue 65, item 6)."""
    raw = record(a.vktexel, a.run_args + ["--seed", "7"], tmp, "seeded")
    status, out = vktexel(a.vktexel, ["rejudge", raw])
    cases = [l for l in raw_text(a.vktexel, raw).split("\n") if l.startswith("case\t")]
    judged = re.search(r"^(\d+) cases re-judged from", out, re.M)
    if "definition changed" in out or not judged or int(judged.group(1)) != len(cases) or status != 0:
        fail("a --seed 7 run does not re-judge whole (%d cases, exit %d):\n%s" % (len(cases), status, out[-2000:]))
    text = raw_text(a.vktexel, raw)
    cut = pack(a.vktexel, "\n".join(l for l in text.split("\n") if not l.startswith("end\t")), tmp, "cut")
    status, out = vktexel(a.vktexel, ["rejudge", cut])
    last = out.rstrip().split("\n")[-1]
    if status != 1 or not last.startswith("INCOMPLETE: the raw file has no end line"):
        fail("a raw file without its end line re-judges to exit %d, last line %r" % (status, last))
    print("seed_and_cut: %d cases of --seed 7 re-judged, the cut file exits 1" % len(cases))


def fuzz_rejudge(a, tmp):
    """`vktexel fuzz --raw` (issue 66): rejudge draws each case again from its name and judges the
    bits as the fuzz run did, case for case, with no case called changed or missing."""
    raw, run_csv, rejudge_csv = (os.path.join(tmp, n) for n in ("fuzz.raw.gz", "fuzz.csv", "rejudge.csv"))
    status, out = vktexel(a.vktexel, a.run_args + ["--raw", raw, "--results", run_csv])
    if status not in (0, 1) or not re.search(r"^fuzz: \d+ cases in ", out, re.M):
        fail("fuzz exited %d without its last line:\n%s" % (status, out[-2000:]))
    status, out = vktexel(a.vktexel, ["rejudge", raw, "--results", rejudge_csv])
    if "definition changed" in out or "not in the file" in out or status not in (0, 1):
        fail("rejudge of a fuzz run's raw file (exit %d):\n%s" % (status, out[-2000:]))
    if results(run_csv) != results(rejudge_csv) or not results(run_csv):
        fail("rejudge's results differ from the fuzz run's")
    print("fuzz_rejudge: %d drawn cases re-judged as the fuzz run judged them" % len(results(run_csv)))


def gpu_record(a, tmp):
    pack_dir, out_dir = os.path.join(tmp, "pack"), os.path.join(tmp, "out")
    p = subprocess.run([a.gpu_record, "pack", pack_dir, "--binary", a.vktexel, "--no-debs"], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    if p.returncode:
        fail("pack exited %d: %s" % (p.returncode, p.stdout))
    p = subprocess.run([os.path.join(pack_dir, "gpu-record"), "run", pack_dir, out_dir] + a.run_args,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    summary = open(os.path.join(out_dir, "summary.txt")).read()
    for step in ("devices", "run", "fuzz", "selftest", "bench"):
        if not re.search(r"^%s: exit [01], " % step, summary, re.M):
            fail("step %s did not run to an end:\n%s" % (step, summary))
    status, out = vktexel(a.vktexel, ["rejudge", os.path.join(out_dir, "raw.gz"), "--baseline", "auto"])
    run_out = open(os.path.join(out_dir, "run.txt")).read()
    if stable_lines(out) != stable_lines(run_out):
        fail("the recorded raw file does not re-judge as its run printed")
    if not os.path.exists(os.path.join(out_dir, "fuzz-findings", "findings.txt")):
        fail("the fuzz step wrote no fuzz-findings/findings.txt")
    print("gpu_record: 5 steps, the raw file re-judges as its run printed, the fuzz step's findings listed")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("check", choices=["identical", "hand_edit", "stale", "compare", "seed_and_cut", "stored",
                                          "gpu_record", "fuzz_rejudge"])
    parser.add_argument("--vktexel", required=True)
    parser.add_argument("--expect", help="identical: a regex the run's output must match")
    parser.add_argument("--case", help="hand_edit: the case whose probe 0 is changed")
    parser.add_argument("--fault", help="compare: the model fault of the second run")
    parser.add_argument("--expected", help="stored: the expected/ folder")
    parser.add_argument("--gpu-record", help="gpu_record: tools/gpu-record")
    argv = sys.argv[1:]
    split = argv.index("--") if "--" in argv else len(argv)
    a = parser.parse_args(argv[:split])
    a.run_args = argv[split + 1:]  # after --: the run's (or gpu-record run's) arguments
    with tempfile.TemporaryDirectory() as tmp:
        globals()[a.check](a, tmp)


if __name__ == "__main__":
    main()
