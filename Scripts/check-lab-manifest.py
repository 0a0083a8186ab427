#!/usr/bin/env python3
"""Checks KeyboardLab.swiftpm/Package.swift keeps the three promises the lab's README makes (issue 32, item 6):

1. the app product (`import AppleProductTypes`, `.iOSApplication(...)`) sits only inside `#if canImport(AppleProductTypes)`
   blocks, so every other toolchain (Linux CI) reads the manifest as the core and its tests;
2. the package is a dependency by `.package(name: "KeyboardProtocols", path: "..")` (a `path:` dependency's identity is
   otherwise its folder's name);
3. `teamIdentifier: ""` (or a team ID: choosing a team in Xcode's Signing & Capabilities writes it into the manifest,
   which must not break this check; it says so and asks to leave it out of commits), and the app runs on iPhone and
   iPad.

Usage: Scripts/check-lab-manifest.py [PATH]   (default: KeyboardLab.swiftpm/Package.swift). Exit 1 naming each failure.
"""
import os
import re
import sys

path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "KeyboardLab.swiftpm", "Package.swift")
source = open(path, encoding="utf-8").read()
# Comments don't count: a promise kept in a comment is not kept.
code = re.sub(r"//[^\n]*", "", source)
failures = []

# 1. Guarded: track the #if stack line by line.
stack = []
guarded_uses = 0
for number, line in enumerate(code.splitlines(), 1):
    stripped = line.strip()
    if stripped.startswith("#if"):
        stack.append("canImport(AppleProductTypes)" in stripped.replace(" ", ""))
    elif stripped.startswith("#else") or stripped.startswith("#elseif"):
        if stack:
            stack[-1] = False
    elif stripped.startswith("#endif"):
        if stack:
            stack.pop()
    for use in ("import AppleProductTypes", ".iOSApplication(", "AppleProductTypes."):
        if use in line:
            if not any(stack):
                failures.append(f"line {number}: '{use}' outside '#if canImport(AppleProductTypes)'")
            else:
                guarded_uses += 1
if not re.search(r"\.iOSApplication\(", code):
    failures.append("no .iOSApplication product: the lab is an app")
if guarded_uses == 0:
    failures.append("no guarded use of AppleProductTypes")

# 2. The dependency by name.
deps = re.findall(r"\.package\(([^)]*)\)", code)
if not any(re.fullmatch(r'\s*name:\s*"KeyboardProtocols",\s*path:\s*"\.\."\s*', d) for d in deps):
    failures.append('no .package(name: "KeyboardProtocols", path: "..") dependency: found ' + repr(deps))

# 3. The empty team, iPhone and iPad.
teams = re.findall(r"teamIdentifier:\s*(\"[^\"]*\"|[^,\n)]+)", code)
notes = []
# Apple's team IDs are ten uppercase letters and digits; Xcode writes the chosen one here when signing.
if len(teams) != 1 or not re.fullmatch(r'"([A-Z0-9]{10})?"', teams[0]):
    failures.append(f'teamIdentifier must be "" or a team ID (ten letters and digits), once: found {teams}')
elif teams[0] != '""':
    notes.append(f"teamIdentifier is {teams[0]}, set by Xcode's Signing: fine locally; commit \"\" "
                 "(git checkout -p KeyboardLab.swiftpm/Package.swift drops it)")
families = re.search(r"supportedDeviceFamilies:\s*\[([^\]]*)\]", code)
if not families or not {".pad", ".phone"} <= set(re.findall(r"\.\w+", families.group(1))):
    failures.append("supportedDeviceFamilies must list .pad and .phone")

for note in notes:
    print(f"check-lab-manifest: {os.path.relpath(path)}: note: {note}")
for failure in failures:
    print(f"check-lab-manifest: {os.path.relpath(path)}: {failure}")
if failures:
    sys.exit(1)
print(f"check-lab-manifest: {os.path.relpath(path)}: guarded app product, name: dependency, "
      f"{'empty team id' if not notes else 'a local team id'}, iPhone and iPad")
