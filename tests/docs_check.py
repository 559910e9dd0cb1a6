#!/usr/bin/env python3
"""Keeps the docs honest where that is cheap (issue 44).

  docs_check.py flags VKTEXEL REFERENCE.md
      every command and every --flag that `VKTEXEL --help` prints, and every outcome word it
      lists, appears in the reference; and each command's own options (`VKTEXEL COMMAND --help`)
      are exactly the flags of its lines in the reference's Synopsis.
  docs_check.py readme BUILD_DIR README.md
      every command of the README's tour (the indented lines of its "A five-minute tour" section)
      runs in a scratch folder where build/ is BUILD_DIR, and exits 0, or N where the line ends
      with "# exit N".
  docs_check.py links SOURCE_DIR
      every relative link of README.md, docs/*.md and expected/*/README.md names a file or folder
      that exists.
  docs_check.py selftest VKTEXEL BUILD_DIR REFERENCE.md
      the checks fail on a reference missing one flag, a tour with a command that fails, and a
      link to a missing file.
Exit 0 when the check holds, 1 when it does not (each problem on its own line), 2 on bad usage.
"""
import os
import re
import subprocess
import sys
import tempfile

TOUR_HEADING = "## A five-minute tour"


def help_items(vktexel):
    text = subprocess.run([vktexel, "--help"], capture_output=True, text=True, check=True).stdout
    flags = set(re.findall(r"(?<![\w-])--[a-z][a-z0-9-]*(?:[a-z0-9]|-\*)", text))
    commands_block = text.split("commands:", 1)[1].split("options:", 1)[0]
    commands = set(re.findall(r"^  ([a-z]+)\b", commands_block, re.M))
    outcomes_line = re.search(r"\(Pass, ([^)]*)\)", text, re.S)
    outcomes = {"Pass"} | set(re.findall(r"[A-Z][A-Za-z]+", outcomes_line.group(1))) if outcomes_line else set()
    return flags, commands, outcomes


def missing_from_reference(vktexel, reference_text):
    flags, commands, outcomes = help_items(vktexel)
    missing = []
    for flag in sorted(flags):
        if not re.search(r"(?<![\w-])" + re.escape(flag) + r"(?![\w*-])", reference_text):
            missing.append(f"flag {flag} (in --help) is not in the reference")
    for command in sorted(commands):
        if not re.search(r"^## `" + re.escape(command) + r"\b", reference_text, re.M):
            missing.append(f"command {command} (in --help) has no '## `{command}' section in the reference")
    for word in sorted(outcomes):
        if f"`{word}`" not in reference_text:
            missing.append(f"outcome {word} (in --help) is not in the reference")
    if not flags or not commands or not outcomes:
        missing.append("--help printed no flags, commands or outcome words: its layout changed")
    return missing


def synopsis_flags(reference_text):
    """The flags of each command's lines in the reference's Synopsis block."""
    if "## Synopsis" not in reference_text:
        return {}
    block = reference_text.split("## Synopsis", 1)[1].split("\n## ", 1)[0]
    out, current = {}, None
    for line in block.splitlines():
        m = re.match(r"^    vktexel ([a-z]+)\b(.*)$", line)
        if m:
            current, rest = m.group(1), m.group(2)
            out.setdefault(current, set())
        elif current and line.startswith("      ") and line.strip():
            rest = line
        else:
            current = None
            continue
        out[current] |= set(re.findall(r"(?<![\w-])--[a-z][a-z0-9-]*[a-z0-9]", rest))
    return out


def command_help_mismatches(vktexel, reference_text):
    _, commands, _ = help_items(vktexel)
    synopsis = synopsis_flags(reference_text)
    problems = []
    for command in sorted(commands):
        r = subprocess.run([vktexel, command, "--help"], capture_output=True, text=True)
        if r.returncode != 0 or not r.stdout.startswith(f"usage: vktexel {command}"):
            problems.append(f"`vktexel {command} --help` exits {r.returncode} without its usage")
            continue
        own = set(re.findall(r"^  (--[a-z][a-z0-9-]*)", r.stdout, re.M)) - {"--help"}
        documented = synopsis.get(command, set()) - {"--output"}
        if command not in synopsis:
            problems.append(f"command {command} has no line in the reference's Synopsis")
        for flag in sorted(own - documented):
            problems.append(f"{command}: {flag} (in `vktexel {command} --help`) is not on its Synopsis line")
        for flag in sorted(documented - own):
            problems.append(f"{command}: {flag} is on its Synopsis line but `vktexel {command} --help` lacks it")
    return problems


def tour_commands(readme_text):
    if TOUR_HEADING not in readme_text:
        return None
    section = readme_text.split(TOUR_HEADING, 1)[1].split("\n## ", 1)[0]
    commands = []
    for line in section.splitlines():
        if line.startswith("    ") and line.strip():
            command = line.strip()
            m = re.search(r"\s+#\s*exit (\d+)\b.*$", command)
            expected = int(m.group(1)) if m else 0
            commands.append((command[: m.start()] if m else command, expected))
    return commands


def failing_tour_commands(build_dir, readme_text):
    commands = tour_commands(readme_text)
    if not commands:
        return [f"the README has no '{TOUR_HEADING}' section with indented commands"]
    problems = []
    with tempfile.TemporaryDirectory(prefix="vktexel-tour-") as scratch:
        os.symlink(os.path.abspath(build_dir), os.path.join(scratch, "build"))
        for command, expected in commands:
            r = subprocess.run(["bash", "-c", command], cwd=scratch, capture_output=True, text=True)
            last = (r.stdout + r.stderr).strip().splitlines()[-1:] or [""]
            status = "ok" if r.returncode == expected else "WRONG"
            print(f"{status}: exit {r.returncode} (README says {expected}): {command}\n    {last[0][:200]}")
            if r.returncode != expected:
                problems.append(f"README tour command exits {r.returncode}, expected {expected}: {command}\n"
                                f"{r.stdout[-2000:]}{r.stderr[-2000:]}")
    return problems


def broken_links(source_dir):
    pages = [os.path.join(source_dir, "README.md")]
    for folder in ("docs", "expected"):
        for root, _, files in os.walk(os.path.join(source_dir, folder)):
            pages += [os.path.join(root, f) for f in files if f.endswith(".md") and (folder == "docs" or f == "README.md")]
    problems = []
    for page in sorted(pages):
        text = re.sub(r"```.*?```", "", open(page, encoding="utf-8").read(), flags=re.S)
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            path = target.split("#", 1)[0]
            if not path or re.match(r"[a-z]+:", path):
                continue
            if not os.path.exists(os.path.normpath(os.path.join(os.path.dirname(page), path))):
                problems.append(f"{os.path.relpath(page, source_dir)}: link to {target}: no such file")
    return problems


def report(problems, what):
    for p in problems:
        print(p)
    print(f"{what}: {'OK' if not problems else f'{len(problems)} problem(s)'}")
    return 1 if problems else 0


def selftest(vktexel, build_dir, reference_path):
    reference = open(reference_path, encoding="utf-8").read()
    flags, _, _ = help_items(vktexel)
    flag = "--slots" if "--slots" in flags else sorted(flags)[0]
    without_flag = re.sub(r"(?<![\w-])" + re.escape(flag) + r"(?![\w-])", "--", reference)
    caught_flag = any(flag in p for p in missing_from_reference(vktexel, without_flag))
    without_run_slots = reference.replace("[--slots N] [--pipeline-cache DIR]", "[--pipeline-cache DIR]", 1)
    caught_command_flag = without_run_slots != reference and any(
        p.startswith("run: --slots") for p in command_help_mismatches(vktexel, without_run_slots))
    bad_tour = f"{TOUR_HEADING}\n\n    build/tools/vktexel run --no-such-flag\n    build/tools/vktexel devices  # exit 1\n"
    caught_tour = len(failing_tour_commands(build_dir, bad_tour)) == 2
    with tempfile.TemporaryDirectory(prefix="vktexel-links-") as tree:
        with open(os.path.join(tree, "README.md"), "w", encoding="utf-8") as readme:
            readme.write("[gone](docs/gone.md) [here](README.md)\n")
        caught_link = len(broken_links(tree)) == 1
    print(f"a reference without {flag}: {'caught' if caught_flag else 'MISSED'}")
    print(f"a Synopsis line of run without --slots: {'caught' if caught_command_flag else 'MISSED'}")
    print(f"a link to a missing file: {'caught' if caught_link else 'MISSED'}")
    print(f"a tour with a bad flag and a wrong exit status: {'caught' if caught_tour else 'MISSED'}")
    return 0 if caught_flag and caught_command_flag and caught_tour and caught_link else 1


def main(argv):
    if len(argv) == 4 and argv[1] == "flags":
        reference = open(argv[3], encoding="utf-8").read()
        problems = missing_from_reference(argv[2], reference) + command_help_mismatches(argv[2], reference)
        return report(problems, "reference")
    if len(argv) == 4 and argv[1] == "readme":
        return report(failing_tour_commands(argv[2], open(argv[3], encoding="utf-8").read()), "README tour")
    if len(argv) == 3 and argv[1] == "links":
        return report(broken_links(argv[2]), "links")
    if len(argv) == 5 and argv[1] == "selftest":
        return selftest(argv[2], argv[3], argv[4])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
