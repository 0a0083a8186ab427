#!/usr/bin/env bash
# Builds the DocC documentation with the toolchain's own docc, no plugin: symbol graphs from the compiler, then
# `docc convert` with warnings as errors, so a broken link or a missing tutorial step fails.
#
# Usage: Scripts/build-docs.sh [OUTPUT_DIR]   (default: docs-build/KeyboardProtocols.doccarchive)
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-docs-build/KeyboardProtocols.doccarchive}"
symbol_graphs="$(mktemp -d)"
trap 'rm -rf "$symbol_graphs"' EXIT

swift build --target KeyboardProtocols \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbol_graphs"

# Keep only this module's graphs; extension graphs of Foundation types stay, they document our members.
find "$symbol_graphs" -type f ! -name 'KeyboardProtocols*' -delete

rm -rf "$output"
mkdir -p "$(dirname "$output")"
docc convert Documentation.docc \
    --additional-symbol-graph-dir "$symbol_graphs" \
    --fallback-display-name KeyboardProtocols \
    --fallback-bundle-identifier dev.keyboardprotocols.KeyboardProtocols \
    --output-path "$output" \
    --warnings-as-errors
echo "docs: $output"
