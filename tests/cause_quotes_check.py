#!/usr/bin/env python3
"""Every cause quote names its source and version (issue 64, item 9).

The comment lines (`#`) of an expected/<driver>/fails.csv above its warnings mark (the line that
starts `# warnings: written by tools/baseline-warnings`) explain why the listed cases fail, and
many quote a specification. A quote is only checkable if it says which text, and which version of
it, it comes from. The rule this script enforces, kept deliberately simple:

  1. The comments above the warnings mark split into cause blocks; a block starts at a line
     `# cause: ...` (the comments before the first such line form one more block). A block's lines
     are joined, without their leading `#`, into one text, so a sentence may span lines.
  2. A block's text splits into sentences at `.`, `!` or `?` followed by white space, outside
     double-quoted passages (not after "e.g.", "i.e.", "cf." or "vs."), and at empty `#` lines.
  3. A source word is one of Vulkan, KDFS, D3D11.3, SPIR-V, VK-GL-CTS, GLSL, standing alone
     (outside double quotes; "Vulkan's" counts, "GLSL.std.450" does not).
  4. For every double-quoted passage ("...") whose sentence has a source word before it, the
     nearest such source word must be followed at once by its version:
        Vulkan N.N.N                   Vulkan 1.3.302 "Texel Filtering"
        KDFS N.N                       KDFS 1.3 "BC4 unsigned"
        D3D11.3 Functional Specification, or D3D11.3 followed by a commit (7-40 hex digits)
        SPIR-V N.N                     SPIR-V 1.6 rev 6 OpImageSparseTexelsResident: "..."
        GLSL N.N                       GLSL 4.60 "..."
        VK-GL-CTS PATH (a path with a '/')
     A quote with no source word before it in its sentence is not checked (it quotes a failure
     report, a probe label or the like).
  5. A block whose double quotes do not pair up is an offence too (its sentences cannot be told).

Whether a quote matches its named version verbatim is not checked here (that needs the specs);
only that the version is named. Every offending line prints as FILE:LINE: text (with the reason
on the next line) and the exit status is 1; otherwise one summary line prints and the status is 0.

Usage:
  cause_quotes_check.py [FILE ...]           check these fails.csv files
  cause_quotes_check.py --expected DIR       check DIR/*/fails.csv
  cause_quotes_check.py --selftest           check that an unversioned quote is caught
With no argument, the repository's expected/ directory is checked.
"""

import glob
import os
import re
import sys
import tempfile

WARNINGS_MARK = "# warnings: written by tools/baseline-warnings"

SOURCE_WORD = re.compile(r"(?<![\w.-])(Vulkan|KDFS|D3D11\.3|SPIR-V|VK-GL-CTS|GLSL)(?![\w-]|\.\w)")
VERSION_AFTER = {
    "Vulkan": re.compile(r"\s+\d+\.\d+\.\d+\b"),
    "KDFS": re.compile(r"\s+\d+\.\d+\b"),
    "D3D11.3": re.compile(r"\s+(?:Functional Specification\b|\(?[\w./@-]*?\b[0-9a-f]{7,40}\b)"),
    "SPIR-V": re.compile(r"\s+\d+\.\d+\b"),
    "GLSL": re.compile(r"\s+\d+\.\d+\b"),
    "VK-GL-CTS": re.compile(r"\s+`?[\w.-]+(?:/[\w.-]+)+"),
}
ABBREVIATION_END = re.compile(r"(?<![\w.])(?:e\.g|i\.e|cf|vs)$")


def comment_blocks(lines):
    """Yields (block) lists of (line number, text) for the comments above the warnings mark."""
    block = []
    for number, line in enumerate(lines, 1):
        if line.startswith(WARNINGS_MARK):
            break
        if not line.startswith("#"):
            continue
        if line.startswith("# cause:") and block:
            yield block
            block = []
        text = line[1:]
        block.append((number, text[1:] if text.startswith(" ") else text))
    if block:
        yield block


def check_block(block):
    """Returns (offences, quotes checked): offences as (line number, reason)."""
    # Join the block into one text, remembering where each line starts.
    text = ""
    starts = []  # (offset, line number)
    for number, line in block:
        starts.append((len(text), number))
        text += (line.strip() if line.strip() else "\n") + " "

    def line_at(offset):
        number = starts[0][1]
        for start, n in starts:
            if start > offset:
                break
            number = n
        return number

    if text.count('"') % 2:
        return [(block[0][0], "double quotes do not pair up in this cause block")], 0

    offences = []
    checked = 0
    last_source = None  # (word, offset) of the nearest source word in the current sentence
    in_quote = False
    quote_start = 0
    i = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            if not in_quote:
                in_quote = True
                quote_start = i
            else:
                in_quote = False
                if last_source is not None:
                    checked += 1
                    word, at = last_source
                    if not VERSION_AFTER[word].match(text, at + len(word)):
                        passage = text[quote_start + 1:i]
                        if len(passage) > 40:
                            passage = passage[:37] + "..."
                        offences.append((line_at(quote_start),
                                         '%s without a version before "%s"' % (word, passage)))
            i += 1
            continue
        if in_quote:
            i += 1
            continue
        if c == "\n":
            last_source = None
        elif c in ".!?" and (i + 1 == len(text) or text[i + 1].isspace()):
            if not ABBREVIATION_END.search(text, 0, i):
                last_source = None
        else:
            m = SOURCE_WORD.match(text, i)
            if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] in "._-")):
                last_source = (m.group(1), i)
                i = m.end()
                continue
        i += 1
    return offences, checked


def check_file(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    offences = []
    blocks = 0
    checked = 0
    for block in comment_blocks(lines):
        blocks += 1
        found, n = check_block(block)
        checked += n
        for number, reason in found:
            offences.append((number, lines[number - 1], reason))
    # One report per line, in line order.
    seen = set()
    unique = []
    for o in sorted(offences, key=lambda o: o[0]):
        if o[0] not in seen:
            seen.add(o[0])
            unique.append(o)
    return unique, blocks, checked


def run(paths, out=sys.stdout):
    total_offences = 0
    total_blocks = 0
    total_checked = 0
    for path in paths:
        offences, blocks, checked = check_file(path)
        total_blocks += blocks
        total_checked += checked
        for number, line, reason in offences:
            print("%s:%d: %s" % (path, number, line), file=out)
            print("    %s" % reason, file=out)
        total_offences += len(offences)
    if total_offences:
        print("cause_quotes_check: %d line(s) quote a source without naming its version" % total_offences,
              file=out)
        return 1
    print("cause_quotes_check: %d file(s), %d cause block(s), %d quote(s) after a source word, "
          "each with its version" % (len(paths), total_blocks, total_checked), file=out)
    return 0


SELFTEST = """\
# Cases known to fail on a made-up driver.
#
# cause: demo
# NEAREST reads the wrong texel. Vulkan "Texel Filtering": "If lambda is less than or equal to
# zero, the texture is said to be magnified".
# The rule: Vulkan 1.3.302 "Texel Nearest Filtering": "Within a mip level, VK_FILTER_NEAREST
# filtering selects a single value using the (i, j, k) texel coordinates"; the probe "view lod 0".
tex.2d.r8g8b8a8_unorm.16x8.filter,Fail
#
# warnings: written by tools/baseline-warnings from results files; do not edit below
# Vulkan "below the mark is not checked"
"""


def selftest():
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "fails.csv")
        with open(path, "w", encoding="utf-8") as f:
            f.write(SELFTEST)
        offences, _, checked = check_file(path)
    flagged = [number for number, _, _ in offences]
    for number, line, reason in offences:
        print("selftest: flagged %d: %s (%s)" % (number, line, reason))
    if flagged != [4] or checked != 5:
        print("selftest: FAIL: expected exactly line 4 (the unversioned Vulkan quote) flagged among 5 "
              "checked quotes, got lines %s among %d" % (flagged, checked))
        return 1
    print("selftest: PASS: the unversioned quote is flagged, the versioned one is not")
    return 0


def main(argv):
    if argv[1:] == ["--selftest"]:
        return selftest()
    args = argv[1:]
    if len(args) == 2 and args[0] == "--expected":
        paths = sorted(glob.glob(os.path.join(args[1], "*", "fails.csv")))
        if not paths:
            print("cause_quotes_check: no */fails.csv under %s" % args[1])
            return 2
    elif args and not any(a.startswith("--") for a in args):
        paths = args
    elif not args:
        here = os.path.dirname(os.path.abspath(__file__))
        paths = sorted(glob.glob(os.path.join(here, "..", "expected", "*", "fails.csv")))
    else:
        print("Usage:\n" + __doc__.split("Usage:\n")[1].rstrip())
        return 2
    return run(paths)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
