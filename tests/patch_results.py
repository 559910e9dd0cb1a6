#!/usr/bin/env python3
"""Writes a copy of a repro's raw results (16 bytes per probe, as `build/repro --dump` writes them)
with one probe's four words replaced: a hand-made wrong answer for `build/repro --judge`.

usage: patch_results.py IN OUT PROBE W0 W1 W2 W3   (words in hex, 0x...; or "SUM=S": the largest
component set so that R + G + B + A = S, a read-out's weights summing past the model's slack; or
"ADD=D": D added to the largest component)
"""
import struct
import sys


def main():
    source, target, probe = sys.argv[1], sys.argv[2], int(sys.argv[3])
    data = bytearray(open(source, "rb").read())
    if len(data) < 16 * (probe + 1):
        sys.exit("%s holds no probe %d" % (source, probe))
    if sys.argv[4].startswith("ADD="):
        values = list(struct.unpack_from("<4f", data, 16 * probe))
        values[values.index(max(values))] += float(sys.argv[4][4:])
        struct.pack_into("<4f", data, 16 * probe, *values)
    elif sys.argv[4].startswith("SUM="):
        values = list(struct.unpack_from("<4f", data, 16 * probe))
        largest = values.index(max(values))
        values[largest] = float(sys.argv[4][4:]) - (sum(values) - values[largest])
        struct.pack_into("<4f", data, 16 * probe, *values)
    else:
        struct.pack_into("<4I", data, 16 * probe, *(int(w, 16) for w in sys.argv[4:8]))
    open(target, "wb").write(data)


main()
