#!/usr/bin/env python3
"""The layers' include direction (docs/architecture.md): tools -> cases -> run -> shadergen/vk ->
model, with report above run and selftest on its own. Each project #include of each source file
must name a layer its own layer may use; a bare name resolves to the including file's folder,
then cases/, then tools/ (their include directories).

  check_layers.py SOURCE_DIR            exit 0 when every include goes downward, 1 naming each one
                                        that does not
  check_layers.py selftest              exit 0 when an upward include in a scratch tree is caught
"""
import os
import re
import sys
import tempfile

LAYERS = {  # layer -> the layers its files may include
    "framework/model": {"framework/model"},
    "framework/shadergen": {"framework/shadergen", "framework/model"},
    "framework/vk": {"framework/vk", "framework/model"},
    "framework/run": {"framework/run", "framework/shadergen", "framework/vk", "framework/model"},
    "framework/report": {"framework/report", "framework/run", "framework/shadergen", "framework/vk",
                         "framework/model"},
    "framework/selftest": {"framework/selftest"},
    "cases": {"cases", "framework/run", "framework/model"},
    "tools": {"tools", "cases", "framework/report", "framework/run", "framework/shadergen", "framework/vk",
              "framework/model", "framework/selftest"},
}
# Headers a lower layer may borrow, each with its reason.
BORROWED = {
    "report/baseline_match.h": "DeviceIdentity, plain data with no includes of the project",
}
SOURCE = re.compile(r"\.(h|hpp|cpp|c)$")


def layer_of(path):
    for layer in sorted(LAYERS, key=len, reverse=True):
        if path == layer or path.startswith(layer + "/"):
            return layer
    return None


def resolve(source_dir, including, name):
    if "/" in name and os.path.exists(os.path.join(source_dir, "framework", name)):
        return layer_of("framework/" + name)
    for folder in (os.path.dirname(including), "cases", "tools"):
        if os.path.exists(os.path.join(source_dir, folder, name)):
            return layer_of(folder + "/" + name)
    return None  # a system or third-party header


def upward_includes(source_dir):
    """The upward includes, and how many project includes were read."""
    problems, checked = [], 0
    for layer in LAYERS:
        for root, _, files in os.walk(os.path.join(source_dir, layer)):
            for f in sorted(files):
                if not SOURCE.search(f):
                    continue
                path = os.path.relpath(os.path.join(root, f), source_dir)
                own = layer_of(path)
                for n, line in enumerate(open(os.path.join(source_dir, path), encoding="utf-8", errors="replace"), 1):
                    m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                    if not m or m.group(1) in BORROWED:
                        continue
                    target = resolve(source_dir, path, m.group(1))
                    checked += target is not None
                    if target and target not in LAYERS[own]:
                        problems.append(f"{path}:{n}: {own} includes {m.group(1)} of {target}")
    return problems, checked


def selftest():
    with tempfile.TemporaryDirectory(prefix="vktexel-layers-") as tree:
        for folder in ("framework/model", "framework/run"):
            os.makedirs(os.path.join(tree, folder))
        open(os.path.join(tree, "framework/run/case.h"), "w").write("#pragma once\n")
        open(os.path.join(tree, "framework/model/fetch.h"), "w").write('#include "run/case.h"\n')
        caught = len(upward_includes(tree)[0]) == 1
    print(f"model including run/case.h: {'caught' if caught else 'MISSED'}")
    return 0 if caught else 1


def main(argv):
    if len(argv) == 2 and argv[1] == "selftest":
        return selftest()
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    problems, checked = upward_includes(argv[1])
    for p in problems:
        print(p)
    print(f"layers: {checked} project includes read; "
          f"{'every one goes downward' if not problems else f'{len(problems)} upward'}")
    return 1 if problems or not checked else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
