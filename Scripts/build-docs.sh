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

# The landing page groups every public type: each top-level symbol of the core as a ``link`` (DocC would otherwise
# list a forgotten one under a generic heading, silently), and each UIKit-only type, absent from Linux symbol graphs,
# in `code voice`.
landing=Documentation.docc/KeyboardProtocols.md
uncurated=()
for name in $(grep -oh '"pathComponents":\["[A-Za-z0-9_]*"\]' "$symbol_graphs"/KeyboardProtocols*.json \
    | sed 's/.*\["\(.*\)"\]/\1/' | sort -u); do
    grep -qF "\`\`$name\`\`" "$landing" || uncurated+=("\`\`$name\`\`")
done
for name in $(grep -rhoE 'public (protocol|final class|class|struct|enum|typealias|actor) [A-Za-z0-9_]+' \
    Sources/KeyboardProtocols/UIKit | awk '{print $NF}' | sort -u); do
    grep -qF "\`$name\`" "$landing" || uncurated+=("\`$name\`")
done
if ((${#uncurated[@]})); then
    echo "error: $landing does not name these public symbols; add each to a topic group (UIKit-only ones to the" \
        "\"Symbols that need UIKit\" table): ${uncurated[*]}" >&2
    exit 1
fi

rm -rf "$output"
mkdir -p "$(dirname "$output")"
docc convert Documentation.docc \
    --additional-symbol-graph-dir "$symbol_graphs" \
    --fallback-display-name KeyboardProtocols \
    --fallback-bundle-identifier dev.keyboardprotocols.KeyboardProtocols \
    --output-path "$output" \
    --warnings-as-errors
echo "docs: $output"
