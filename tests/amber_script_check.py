#!/usr/bin/env python3
"""Cross-checks a `vktexel repro` Amber script against the repro's data files and the raw results
the C++ program dumped (`build/repro --dump results.bin`), reading the script the way Amber's
AmberScript parser and verifier read it (amber is not packaged in Debian 12, so this stands in):

- IMAGE texture ... DATA (DIM_1D, DIM_2D or DIM_3D) or BUFFER texture DATA_TYPE FORMAT DATA (a
  uniform texel buffer): one value per component, texels in x, then y, then z order; hex raw codes
  for integer and normalized components; it must equal level 0 of image.bin (a buffer: all of it).
- BUFFER probes DATA_TYPE int32: it must equal probes.bin.
- EXPECT results IDX <byte offset> [TOLERANCE t] EQ|GE|LE|NE v0 [v1 ...] on vec4<float|int32|uint32>,
  the values from that offset on, each v rounded to binary32 for floats (Amber's static_cast<T>):
  EQ with TOLERANCE: |got - v| <= t for every component (Amber uses the first tolerance); EQ
  without: |got - v| <= 1e-8 * |v| (Amber's kEpsilon as a percentage); GE: not got < v; LE: not
  got > v; NE: not |got - v| <= 1e-8 * |v|. As in Amber, a NaN passes EQ, GE and LE (the
  comparisons are false) and fails NE. Integers: EQ exact.

usage: amber_script_check.py DIR EXPECTED_VERDICT   (pass: every EXPECT holds; fail: one does not)
"""
import glob
import math
import struct
import sys


def main():
    directory, expected = sys.argv[1], sys.argv[2]
    scripts = glob.glob(directory + "/*.amber")
    if len(scripts) != 1:
        sys.exit("expected one .amber file in %s, found %d" % (directory, len(scripts)))
    lines = open(scripts[0]).read().split("\n")
    if lines[0] != "#!amber":
        sys.exit("the script does not start with #!amber")
    image = open(directory + "/image.bin", "rb").read()
    probes = open(directory + "/probes.bin", "rb").read()
    results = open(directory + "/results.bin", "rb").read()

    def block(start):  # the lines of a DATA ... END block, split into tokens
        tokens, i = [], start
        while lines[i] != "END":
            tokens += lines[i].split()
            i += 1
        return tokens

    result_type = None
    failures = expects = 0
    for i, line in enumerate(lines):
        words = line.split()
        if line.startswith("IMAGE texture FORMAT") or line.startswith("BUFFER texture DATA_TYPE"):
            fmt = words[3]
            values = block(i + 1)
            texels = 1
            for size_word in ("WIDTH", "HEIGHT", "DEPTH"):
                if size_word in words:
                    texels *= int(words[words.index(size_word) + 1])
            size = {"8": 1, "16": 2, "32": 4}
            comps = [c for c in fmt.split("_")[0].replace("R", " R").replace("G", " G").replace("B", " B")
                     .replace("A", " A").split()]
            widths = [size[c[1:]] for c in comps]
            packed = b""
            for k, v in enumerate(values):
                w = widths[k % len(widths)]
                if "SFLOAT" in fmt:
                    packed += struct.pack("<f" if w == 4 else "<e", float(v))
                else:
                    packed += (int(v, 16) & ((1 << (8 * w)) - 1)).to_bytes(w, "little")
            if words[0] == "BUFFER":  # the buffer's size is its data's
                texels = len(values) // len(comps)
                if len(packed) != len(image):
                    sys.exit("the texel buffer's DATA (%d bytes) is not image.bin (%d bytes)" % (len(packed), len(image)))
            if len(values) != texels * len(comps) or packed != image[:len(packed)]:
                sys.exit("%s DATA (%d values) differs from level 0 of image.bin" % (words[0], len(values)))
        elif line.startswith("BUFFER probes DATA_TYPE int32 DATA"):
            ints = [int(v) for v in block(i + 1)]
            if struct.pack("<%di" % len(ints), *ints) != probes:
                sys.exit("the probes buffer differs from probes.bin")
        elif line.startswith("BUFFER results DATA_TYPE"):
            result_type = words[3]
        elif line.startswith("EXPECT results IDX"):
            expects += 1
            offset = int(words[3])
            comparator = next(w for w in words[4:] if w in ("EQ", "GE", "LE", "NE"))
            values = words[words.index(comparator) + 1:]
            tolerance = float(words[5]) if words[4] == "TOLERANCE" else None
            if result_type == "vec4<float>":
                got = struct.unpack_from("<%df" % len(values), results, offset)
                for g, text in zip(got, values):
                    v = struct.unpack("<f", struct.pack("<f", float(text)))[0]
                    limit = tolerance if tolerance is not None else 1e-8 * abs(v)
                    near = not abs(g - v) > limit  # True for a NaN, as in Amber
                    ok = {"EQ": near, "GE": not g < v, "LE": not g > v, "NE": not near}[comparator]
                    failures += 0 if ok else 1
            else:
                got = struct.unpack_from("<%di" % len(values) if result_type == "vec4<int32>" else "<%dI" % len(values),
                                         results, offset)
                failures += sum(1 for g, v in zip(got, values) if g != int(v))
    if expects == 0:
        sys.exit("no EXPECT line")
    verdict = "fail" if failures else "pass"
    print("%d EXPECT lines, %d components differ: %s" % (expects, failures, verdict))
    if verdict != expected:
        sys.exit("expected the script to %s" % expected)


main()
