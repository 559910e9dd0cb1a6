#!/usr/bin/env python3
"""vktexel's dEQP mode read exactly as deqp-runner reads a dEQP binary (issue 41).

deqp-runner (Mesa CI's runner; not packaged in Debian) is not run here: its rules are, quoted in
issue 41 from its source and restated below with the file each comes from.
  src/deqp_command.rs: the binary runs as `BIN <args> --deqp-caselist-file=<abs>
    --deqp-log-filename=<abs>.qpa --deqp-log-flush=disable --deqp-shadercache-filename=<abs>
    --deqp-shadercache-truncate=disable`.
  src/parse_deqp.rs: a case begins with `Test case '(.*)'..`; its status line is `^  (\\S*) \\(.*\\)`
    (two spaces, a status word, a space, a parenthesised detail); a case whose status never comes is
    a Crash; a listed case with no result is Missing; details come from the QPA log between
    `#beginTestCaseResult <name>` and `#endTestCaseResult`.
  src/lib.rs: a baseline line is `^([^,]+),([^,]+)` (comments and blank lines skipped), its status
    one of deqp-runner's; skips and flakes are unanchored regular expressions (Rust `regex`);
    `--fraction N --fraction-start S` takes `skip(S-1).step_by(N)` of the case list.
The run uses the fault-injection layer (VKTEXEL_FAULT in the environment) for a crash, a hang and
a format without features. Exit 0 when everything holds; 1 with the broken rules listed.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

DEQP_STATUSES = {"Pass", "Fail", "NotSupported", "QualityWarning", "CompatibilityWarning", "InternalError",
                 "Crash", "Timeout", "ResourceError", "Pending", "Waiver"}
RUNNER_STATUSES = {"Pass", "Fail", "Skip", "Crash", "Flake", "Warn", "Missing", "ExpectedFail",
                   "UnexpectedPass", "KnownFlake", "Timeout"}
TEST_CASE = re.compile(r"^Test case '(.*)'\.\.$")
STATUS = re.compile(r"^  (\S*) \((.*)\)$")

# The list: what each case must give. The crash and the missing format come from the fault layer.
EXPECTED = {
    "ld.2d.r8_unorm.17x9.level0": "Pass",
    "ld.2d.b8g8r8a8_srgb.32x32.level0": "Fail",  # under --model-fault srgb_no_decode
    "ld.2d.r16_unorm.17x9.level0": "NotSupported",  # nofeatures:70 (R16_UNORM, optional)
    "ld.2d.r8g8b8a8_unorm.17x9.level_oob.ria": "NotSupported",  # Unchecked: every result undefined
    "ld.2d.r8_unorm.17x9.level1": "Crash",  # crash:ld.2d.r8_unorm.17x9.level1
    "ld.2d.r8_unorm.17x9.level2": "Timeout",  # hang:ld.2d.r8_unorm.17x9.level2, under --watchdog 4
    "ld.no.such.case": None,  # unknown: no line at all, deqp-runner reports it Missing
}


def parse_stdout(text, problems):
    """deqp-runner's parse: results by name, with Crash for a case left without a status."""
    results, current = {}, None
    for n, line in enumerate(text.split("\n")[:-1], 1):
        m = TEST_CASE.match(line)
        if m:
            if current is not None:
                results[current] = ("Crash", "no status line")
            current = m.group(1)
            continue
        m = STATUS.match(line)
        if m and current is not None:
            if m.group(1) not in DEQP_STATUSES:
                problems.append(f"stdout line {n}: '{m.group(1)}' is no dEQP status word")
            results[current] = (m.group(1), m.group(2))
            current = None
            continue
        problems.append(f"stdout line {n} is not a protocol line: {line!r}")
    if current is not None:
        results[current] = ("Crash", "no status line")
    if not text.endswith("\n") and text:
        problems.append("stdout does not end with a newline")
    return results


def qpa_sections(text, problems):
    sections, name, body = {}, None, []
    for line in text.split("\n"):
        if line.startswith("#beginTestCaseResult "):
            if name is not None:
                problems.append(f"QPA: {name}'s section has no #endTestCaseResult")
            name, body = line[len("#beginTestCaseResult "):], []
        elif line == "#endTestCaseResult":
            if name is None:
                problems.append("QPA: #endTestCaseResult without a beginning")
            else:
                sections[name] = "\n".join(body)
            name = None
        elif name is not None:
            body.append(line)
    if name is not None:
        problems.append(f"QPA: {name}'s section has no #endTestCaseResult")
    if "#beginSession" not in text or not text.rstrip().endswith("#endSession"):
        problems.append("QPA: no #beginSession ... #endSession")
    # The build, as dEQP names its release (issue 58).
    if not re.search(r"^#sessionInfo releaseName vktexel-\d+\.\d+(-modified)?$", text, re.M):
        problems.append("QPA: no '#sessionInfo releaseName vktexel-VERSION' line")
    if not re.search(r"^#sessionInfo releaseId 0x[0-9a-f]{8}$", text, re.M):
        problems.append("QPA: no '#sessionInfo releaseId 0x<8 hex digits>' line")
    return sections


def check_run(vktexel, work, problems):
    os.makedirs(work, exist_ok=True)
    caselist = os.path.join(work, "caselist.txt")
    with open(caselist, "w") as f:
        f.write("\n".join(EXPECTED) + "\n")
    qpa = os.path.join(work, "caselist.txt.qpa")
    cmd = [vktexel, "--model-fault", "srgb_no_decode", "--watchdog", "4", f"--deqp-caselist-file={caselist}",
           f"--deqp-log-filename={qpa}", "--deqp-log-flush=disable",
           f"--deqp-shadercache-filename={os.path.join(work, 'shadercache')}",
           "--deqp-shadercache-truncate=disable"]
    run = subprocess.run(cmd, cwd=os.path.dirname(vktexel), capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        problems.append(f"exit status {run.returncode}, expected 0; stderr:\n{run.stderr}")
    results = parse_stdout(run.stdout, problems)
    for name, want in EXPECTED.items():
        got = results.get(name, ("Missing", ""))[0]
        if (want or "Missing") != got:
            problems.append(f"{name}: {got}, expected {want or 'Missing (no line)'}")
    if results.get("ld.2d.r8g8b8a8_unorm.17x9.level_oob.ria", ("", ""))[1].find("Unchecked") != 0:
        problems.append("the Unchecked case's detail does not say Unchecked")
    with open(qpa) as f:
        sections = qpa_sections(f.read(), problems)
    for name, (status, _) in results.items():
        if name not in sections:
            problems.append(f"QPA: no section for {name}")
            continue
        try:
            root = ET.fromstring(sections[name].strip())
        except ET.ParseError as e:
            problems.append(f"QPA: {name}'s section is not well-formed XML: {e}")
            continue
        result = root.find("Result")
        if root.get("CasePath") != name or result is None or result.get("StatusCode") != status:
            problems.append(f"QPA: {name}'s TestCaseResult does not say CasePath {name}, StatusCode {status}")
        text = root.findtext("Text") or ""
        if status == "Fail" and "expected" not in text:
            problems.append(f"QPA: {name}'s failure text lacks the probes: {text[:200]!r}")
    print(f"dEQP mode: {len(results)} results on stdout, {len(sections)} QPA sections")


def check_shards(vktexel, problems):
    """vktexel --shard I/N equals deqp-runner's --fraction N --fraction-start I+1 over `vktexel list`."""
    listing = subprocess.run([vktexel, "list", "--filter", "ld.2d.*"], capture_output=True, text=True,
                             check=True).stdout.split()
    for n in (3, 7):
        for i in range(n):
            shard = subprocess.run([vktexel, "list", "--filter", "ld.2d.*", "--shard", f"{i}/{n}"],
                                   capture_output=True, text=True, check=True).stdout.split()
            fraction = listing[(i + 1) - 1::n]  # skip(S-1).step_by(N), S = I + 1
            if shard != fraction:
                problems.append(f"--shard {i}/{n} differs from --fraction {n} --fraction-start {i + 1}")
    print(f"shards: {len(listing)} cases, --shard I/N equals --fraction N --fraction-start I+1 for N = 3, 7")


# Rust's regex has no look-around and no backreferences; everything else vktexel's lines use
# means the same in both.
RUST_LACKS = re.compile(r"\(\?<?[=!]|\\[1-9]")


def check_baselines(expected_dir, problems):
    lines = files = 0
    for path in sorted(glob.glob(os.path.join(expected_dir, "*", "fails.csv"))):
        files += 1
        with open(path) as f:
            for n, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if not line.strip() or line.lstrip().startswith("#"):
                    continue
                m = re.match(r"^([^,]+),([^,]+)", line)
                lines += 1
                if not m or m.group(2) not in RUNNER_STATUSES:
                    problems.append(f"{path}:{n}: not a deqp-runner baseline line: {line!r}")
    for path in sorted(glob.glob(os.path.join(expected_dir, "*", "flakes.txt")) +
                       glob.glob(os.path.join(expected_dir, "*", "skips.txt"))):
        with open(path) as f:
            for n, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if not line.strip() or line.lstrip().startswith("#"):
                    continue
                try:
                    re.compile(line)
                except re.error as e:
                    problems.append(f"{path}:{n}: not a regular expression: {e}")
                if RUST_LACKS.search(line):
                    problems.append(f"{path}:{n}: uses look-around or a backreference, which Rust's regex lacks")
    print(f"baselines: {lines} lines of {files} fails.csv files parse under deqp-runner's rules")


def check_parser_catches_wrong_output(problems):
    """Wrong-answer twins of the protocol: each must be caught by the parse above."""
    twins = {
        "a stray line": "Test case 'a'..\n  Pass (ok)\nDONE!\n",
        "a status word dEQP lacks": "Test case 'a'..\n  Passed (ok)\n",
        "one space": "Test case 'a'..\n Pass (ok)\n",
        "no detail": "Test case 'a'..\n  Pass\n",
    }
    for what, text in twins.items():
        found = []
        parse_stdout(text, found)
        if not found:
            problems.append(f"the parse does not catch {what}")
    crashed = parse_stdout("Test case 'a'..\nTest case 'b'..\n  Pass (ok)\n", [])
    if crashed.get("a", ("",))[0] != "Crash" or crashed.get("b", ("",))[0] != "Pass":
        problems.append("the parse does not make a case without a status a Crash")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vktexel", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--expected", required=True)
    a = ap.parse_args()
    problems = []
    check_parser_catches_wrong_output(problems)
    check_baselines(a.expected, problems)
    check_shards(a.vktexel, problems)
    check_run(a.vktexel, a.work, problems)
    for p in problems:
        print("PROBLEM:", p)
    print(f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
