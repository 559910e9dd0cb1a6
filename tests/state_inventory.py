#!/usr/bin/env python3
"""The fixed-state audit (issue 43): which values each field of vktexel's Vulkan calls takes in a whole run.

  state_inventory.py table FOLDER                 print the inventory of the fields.*.txt files that
                                                  VK_LAYER_VKTEXEL_state_audit wrote into FOLDER
  state_inventory.py check FOLDER TABLE REASONS   compare that inventory with TABLE (the one kept in
                                                  tests/state_inventory/), and check that every field
                                                  holding one value has its reason in REASONS
                                                  (docs/fixed-state.md); --update rewrites TABLE
  state_inventory.py run VKTEXEL TABLES REASONS WORK
                                                  run the whole suite under the layer (which the
                                                  environment loads) recording into WORK, then check
                                                  against TABLES/<the device's baseline folder>.txt;
                                                  exit 1 where the device has no baseline
                                                  folder (every driver the tests use has one), no
                                                  table is kept for it or `vktexel devices` prints
                                                  no baseline line;
                                                  then show that check fails on a changed table
  state_inventory.py ignored VKTEXEL FIELD FILTER...
                                                  run the cases FILTER... under VKTEXEL_STATE_IGNORE=
                                                  FIELD against the device's baseline: they must fail
                                                  (a driver that ignores FIELD is caught)

An inventory line is "FIELD = V1 | V2 | ...". Integer fields with more than eight values are shown
as "many: MIN..MAX" so the table does not change with every new size. A device's enabled extensions
(one list per device) become one field per extension, 1 where a device enabled it and 0 where one
did not.
"""
import contextlib
import difflib
import fnmatch
import glob
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile

MANY = 8
EXTENSIONS = "VkDeviceCreateInfo.ppEnabledExtensionNames"


def read_fields(folder):
    fields = {}
    paths = glob.glob(os.path.join(folder, "fields.*.txt"))
    if not paths:
        sys.exit(f"state_inventory: no fields.*.txt in {folder}: did the run load VK_LAYER_VKTEXEL_state_audit?")
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                field, _, value = line.rstrip("\n").partition("\t")
                fields.setdefault(field, set()).add(value)
    lists = fields.pop(EXTENSIONS, set())
    every = set(e for l in lists for e in l.split() if l != "none")
    for extension in every:
        fields[f"{EXTENSIONS}.{extension}"] = {("1" if extension in l.split() else "0") for l in lists}
    return fields


def shown(values):
    if len(values) > MANY and all(re.fullmatch(r"-?\d+", v) for v in values):
        numbers = sorted(int(v) for v in values)
        return f"many: {numbers[0]}..{numbers[-1]}"
    def key(v):
        return (0, int(v), v) if re.fullmatch(r"-?\d+", v) else (1, 0, v)
    return " | ".join(sorted(values, key=key))


def inventory(fields):
    return [f"{field} = {shown(values)}" for field, values in sorted(fields.items())]


def single_valued(lines):
    return [l.split(" = ", 1)[0] for l in lines if " | " not in l and not l.split(" = ", 1)[1].startswith("many")]


def reason_patterns(path):
    """The field patterns (fnmatch) in backquotes in the first column of REASONS' table rows."""
    patterns = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            cells = line.split("|")
            if line.startswith("|") and len(cells) > 2:
                patterns += re.findall(r"`([^`]+)`", cells[1])
    return patterns


def check(folder, table, reasons, update):
    lines = inventory(read_fields(folder))
    failed = False
    if update:
        with open(table, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        print(f"state_inventory: wrote {table} ({len(lines)} fields)")
    else:
        with open(table, encoding="utf-8") as f:
            kept = f.read().splitlines()
        diff = list(difflib.unified_diff(kept, lines, table, "this run", lineterm="", n=0))
        if diff:
            failed = True
            print("state_inventory: the fields' values changed (a field newly held at one value needs a reason in "
                  f"{reasons}; rewrite the table with --update once the change is meant):")
            print("\n".join(diff))
    patterns = reason_patterns(reasons)
    singles = single_valued(lines)
    missing = [f for f in singles if not any(fnmatch.fnmatchcase(f, p) for p in patterns)]
    for field in missing:
        failed = True
        print(f"state_inventory: {field} holds one value in every case and {reasons} gives no reason")
    print(f"state_inventory: {len(lines)} fields, {len(singles)} held at one value, "
          f"{len(singles) - len(missing)} of them with a reason")
    return 1 if failed else 0


def baseline_folder(vktexel):
    """The expected/ folder vktexel picks for the device (`vktexel devices`), or None where it says
    "none in ...". No baseline line at all is an error, not a skip: the check would never run."""
    out = subprocess.run([vktexel, "devices"], capture_output=True, text=True).stdout
    m = re.search(r"^\s*baseline: (\S+)", out, re.M)
    if not m:
        sys.exit(f"state_inventory: `vktexel devices` printed no baseline line:\n{out}")
    return m.group(1) if m.group(1).startswith("/") else None


def run_and_check(vktexel, tables, reasons, work, update):
    baseline = baseline_folder(vktexel)
    if not baseline:
        print("state_inventory: FAIL: `vktexel devices` names no baseline folder in expected/ for the device, "
              "though every driver these tests run on has one")
        return 1
    table = os.path.join(tables, os.path.basename(baseline) + ".txt")
    if not os.path.exists(table) and not update:
        print(f"state_inventory: no inventory kept for {os.path.basename(baseline)} ({table}); "
              "write one with --update")
        return 1
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    env = dict(os.environ, VKTEXEL_STATE_RECORD=work)
    run = subprocess.run([vktexel, "run", "--baseline", baseline], env=env, capture_output=True, text=True)
    print(run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr)
    if run.returncode not in (0, 1):
        print(run.stderr)
        return 1
    status = check(work, table, reasons, update)
    if status or update:
        return status
    return selftest(work, table, reasons)


def selftest(work, table, reasons):
    """check must fail on a table with a value dropped, one with a value added, and reasons with a row missing."""
    with open(table, encoding="utf-8") as f:
        kept = f.read().splitlines()
    varied = next(i for i, l in enumerate(kept) if " | " in l)
    single = next(i for i, l in enumerate(kept) if " | " not in l and " many: " not in l)
    dropped = list(kept)
    dropped[varied] = dropped[varied].rsplit(" | ", 1)[0]
    added = list(kept)
    added[single] += " | a value never sent"
    with open(reasons, encoding="utf-8") as f:
        rows = f.read().splitlines()
    field = kept[single].split(" = ", 1)[0]
    def reasons_field(row):  # whether a table row gives a reason for `field`
        return row.startswith("|") and any(fnmatch.fnmatchcase(field, p)
                                           for p in re.findall(r"`([^`]+)`", row.split("|")[1]))
    cut = [r for r in rows if not reasons_field(r)]
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        def write(name, lines):
            path = os.path.join(tmp, name)
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")
            return path
        for what, t, r in (("a value dropped from " + kept[varied].split(" = ")[0], write("dropped.txt", dropped), reasons),
                           ("a value added to " + field, write("added.txt", added), reasons),
                           ("the reasons for " + field + " removed", table, write("reasons.md", cut))):
            with contextlib.redirect_stdout(io.StringIO()):
                status = check(work, t, r, False)
            print(f"state_inventory: selftest, {what}: check {'fails' if status else 'PASSES (wrong)'}")
            if not status:
                failures.append(what)
    return 1 if failures else 0


def ignored(vktexel, field, filters):
    baseline = baseline_folder(vktexel)
    if not baseline:
        print("state_inventory: FAIL: `vktexel devices` names no baseline folder in expected/ for the device")
        return 1
    args = [vktexel, "run", "--baseline", baseline]
    for f in filters:
        args += ["--filter", f]
    env = dict(os.environ, VKTEXEL_STATE_IGNORE=field)
    run = subprocess.run(args, env=env, capture_output=True, text=True)
    m = re.search(r"(\d+) unexpected failures", run.stdout)
    caught = int(m.group(1)) if m else 0
    print(f"state_inventory: a driver that ignores {field}: {caught} unexpected failures in {' '.join(filters)}")
    if not caught:
        print(run.stdout[-3000:], run.stderr[-3000:])
    return 0 if caught else 1


def main(argv):
    update = "--update" in argv
    argv = [a for a in argv if a != "--update"]
    if len(argv) == 3 and argv[1] == "table":
        print("\n".join(inventory(read_fields(argv[2]))))
        return 0
    if len(argv) == 5 and argv[1] == "check":
        return check(argv[2], argv[3], argv[4], update)
    if len(argv) == 6 and argv[1] == "run":
        return run_and_check(argv[2], argv[3], argv[4], argv[5], update)
    if len(argv) >= 5 and argv[1] == "ignored":
        return ignored(argv[2], argv[3], argv[4:])
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
