#!/usr/bin/env bash
# Builds the DocC documentation with the toolchain's own docc, no plugin: symbol graphs from the compiler, then
# `docc convert` with warnings as errors, so a broken link or a missing tutorial step fails.
#
# Usage: Scripts/build-docs.sh [OUTPUT_DIR]   (default: docs-build/KeyboardProtocols.doccarchive; the
# KeyboardProtocolsTesting archive is written next to it)
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-docs-build/KeyboardProtocols.doccarchive}"
# KeyboardProtocolsTesting, the library for test targets and tools, gets its own archive next to it.
testing_output="$(dirname "$output")/KeyboardProtocolsTesting.doccarchive"
symbol_graphs="$(mktemp -d)"
trap 'rm -rf "$symbol_graphs"' EXIT

# Building KeyboardProtocolsTesting builds KeyboardProtocols too: one build emits both modules' graphs.
swift build --target KeyboardProtocolsTesting \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbol_graphs"

# One directory per module with only its graphs (its own and its extensions of other modules' types, such as
# Foundation's, which document our members).
for module in KeyboardProtocols KeyboardProtocolsTesting; do
    mkdir -p "$symbol_graphs/$module"
    find "$symbol_graphs" -maxdepth 1 -type f \( -name "$module.symbols.json" -o -name "$module@*.symbols.json" \) \
        -exec mv {} "$symbol_graphs/$module/" \;
done
find "$symbol_graphs" -maxdepth 1 -type f -delete

# Each top-level public symbol of a module as a ``link`` on its landing page (DocC would otherwise list a forgotten
# one under a generic heading, silently).
uncurated_in() {
    local module=$1 landing=$2 name
    for name in $(grep -oh '"pathComponents":\["[A-Za-z0-9_]*"\]' "$symbol_graphs/$module"/*.json \
        | sed 's/.*\["\(.*\)"\]/\1/' | sort -u); do
        grep -qF "\`\`$name\`\`" "$landing" || echo "\`\`$name\`\`"
    done
}

# The core's landing page also names each UIKit-only type, absent from Linux symbol graphs, in `code voice`.
landing=Documentation.docc/KeyboardProtocols.md
mapfile -t uncurated < <(uncurated_in KeyboardProtocols "$landing")
for name in $(grep -rhoE 'public (protocol|final class|class|struct|enum|typealias|actor) [A-Za-z0-9_]+' \
    Sources/KeyboardProtocols/UIKit | awk '{print $NF}' | sort -u); do
    grep -qF "\`$name\`" "$landing" || uncurated+=("\`$name\`")
done
if ((${#uncurated[@]})); then
    echo "error: $landing does not name these public symbols; add each to a topic group (UIKit-only ones to the" \
        "\"Symbols that need UIKit\" table): ${uncurated[*]}" >&2
    exit 1
fi
testing_landing=Sources/KeyboardProtocolsTesting/KeyboardProtocolsTesting.docc/KeyboardProtocolsTesting.md
mapfile -t uncurated < <(uncurated_in KeyboardProtocolsTesting "$testing_landing")
if ((${#uncurated[@]})); then
    echo "error: $testing_landing does not name these public symbols; add each to a topic group: ${uncurated[*]}" >&2
    exit 1
fi

convert() {
    local catalog=$1 module=$2 archive=$3
    rm -rf "$archive"
    mkdir -p "$(dirname "$archive")"
    docc convert "$catalog" \
        --additional-symbol-graph-dir "$symbol_graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "dev.keyboardprotocols.$module" \
        --output-path "$archive" \
        --warnings-as-errors
    echo "docs: $archive"
}
convert Documentation.docc KeyboardProtocols "$output"
convert Sources/KeyboardProtocolsTesting/KeyboardProtocolsTesting.docc KeyboardProtocolsTesting "$testing_output"
