#!/usr/bin/env bash
# Builds the DocC documentation with the toolchain's own docc, no plugin: symbol graphs (iOS ones where the shared
# iOS type check and its SDK are at hand, else Linux ones), then `docc convert` with warnings as errors, so a broken
# link or a missing tutorial step fails.
#
# Usage: Scripts/build-docs.sh [OUTPUT_DIR]   (default: docs-build/KeyboardProtocols.doccarchive; the
# KeyboardProtocolsTesting archive is written next to it)
# Env: DOCS_SYMBOL_GRAPHS=auto (default: iOS where at hand, else Linux) | linux | ios (fails without the iOS cache);
#      SHARED_TOOLS (default ../shared/tools, beside the repository): where ios-typecheck.sh is;
#      SDK_CACHE, SDK_NAME: as ios-typecheck.sh reads them (SDK_CACHE=/nonexistent also forces the Linux graphs).
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-docs-build/KeyboardProtocols.doccarchive}"
# KeyboardProtocolsTesting, the library for test targets and tools, gets its own archive next to it.
testing_output="$(dirname "$output")/KeyboardProtocolsTesting.doccarchive"
symbol_graphs="$(mktemp -d)"
trap 'rm -rf "$symbol_graphs"' EXIT

# With the shared tools beside the repository and their iOS SDK cache ready, the iOS symbol graphs (UIKit layer
# included, so every mixin and UIKit helper gets its own page); otherwise the Linux ones, where the UIKit layer is
# absent and the landing page names it in `code voice`.
ios_typecheck="${SHARED_TOOLS:-../shared/tools}/ios-typecheck.sh"
ios_sdk_ready="${SDK_CACHE:-$HOME/.cache/ios-typecheck}/${SDK_NAME:-iPhoneOS17.0.sdk}/.ios-typecheck-ready"
mode="${DOCS_SYMBOL_GRAPHS:-auto}"
case "$mode" in
    auto) if [ -x "$ios_typecheck" ] && [ -e "$ios_sdk_ready" ]; then mode=ios; else mode=linux; fi ;;
    ios)
        if [ ! -x "$ios_typecheck" ] || [ ! -e "$ios_sdk_ready" ]; then
            echo "error: DOCS_SYMBOL_GRAPHS=ios needs $ios_typecheck (set SHARED_TOOLS) and $ios_sdk_ready" >&2
            exit 1
        fi
        ;;
    linux) ;;
    *) echo "error: DOCS_SYMBOL_GRAPHS=$mode is not auto, linux or ios" >&2; exit 1 ;;
esac
if [ "$mode" = ios ]; then
    echo "docs: iOS symbol graphs, from $ios_typecheck"
    # Its compiler, plus the extension blocks DocC needs to give UIKit's and SwiftUI's extended types pages.
    swiftc_with_extensions="$(mktemp -d)/swiftc"
    trap 'rm -rf "$symbol_graphs" "$(dirname "$swiftc_with_extensions")"' EXIT
    real_swiftc=$(command -v "${SWIFTC:-swiftc}")
    printf '#!/usr/bin/env bash\nfor a in "$@"; do [ "$a" = -emit-symbol-graph ] && exec %q "$@" %s; done\nexec %q "$@"\n' \
        "$real_swiftc" -emit-extension-block-symbols "$real_swiftc" > "$swiftc_with_extensions"
    chmod +x "$swiftc_with_extensions"
    if ! SWIFTC="$swiftc_with_extensions" SYMBOL_GRAPH_DIR="$symbol_graphs" "$ios_typecheck" . \
        > "$symbol_graphs/typecheck.log" 2>&1 \
        || [ ! -e "$symbol_graphs/KeyboardProtocols.symbols.json" ]; then
        tail -20 "$symbol_graphs/typecheck.log" >&2
        echo "error: $ios_typecheck wrote no iOS symbol graph" >&2
        exit 1
    fi
    rm -f "$symbol_graphs/typecheck.log"
else
    mode=linux
    echo "docs: Linux symbol graphs (no iOS SDK at hand: the UIKit layer is named on the landing page only)"
    # Building KeyboardProtocolsTesting builds KeyboardProtocols too: one build emits both modules' graphs. Its own
    # scratch path, so the symbol-graph flags don't rebuild the one `swift build` and `swift test` use.
    swift build --target KeyboardProtocolsTesting --scratch-path .build/docs-linux \
        -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbol_graphs" -Xswiftc -emit-extension-block-symbols
fi

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
    for name in $(grep -oh '"pathComponents":\["[A-Za-z0-9_]*"\]' "$symbol_graphs/$module/$module.symbols.json" \
        | sed 's/.*\["\(.*\)"\]/\1/' | sort -u); do
        grep -qF "\`\`$name\`\`" "$landing" || echo "\`\`$name\`\`"
    done
}

# UIKit-only public types: absent from the Linux graph, so the landing page names each in `code voice` (a ``link``
# to one contains its `code voice` too).
landing=Documentation.docc/KeyboardProtocols.md
uikit_types=$(grep -rhoE 'public (protocol|final class|class|struct|enum|typealias|actor) [A-Za-z0-9_]+' \
    Sources/KeyboardProtocols/UIKit Sources/KeyboardProtocols/SwiftUI | awk '{print $NF}' | sort -u)
mapfile -t uncurated < <(uncurated_in KeyboardProtocols "$landing")
for name in $uikit_types; do
    grep -qF "\`$name\`" "$landing" || uncurated+=("\`$name\`")
done
# With the iOS graph, each public member of UIKit's and SwiftUI's types too, as ``UIKit/UIView/…`` or ``SwiftUI/…``.
if [ "$mode" = ios ]; then
    mapfile -t -O "${#uncurated[@]}" uncurated < <(python3 - "$landing" "$symbol_graphs"/KeyboardProtocols/KeyboardProtocols@*.symbols.json <<'PY'
import json, sys
landing = open(sys.argv[1]).read()
for path in sys.argv[2:]:
    extended = path.rsplit("@", 1)[1].split(".")[0]
    for symbol in json.load(open(path))["symbols"]:
        if symbol["accessLevel"] in ("public", "open") and symbol["kind"]["identifier"] != "swift.extension":
            link = "``" + "/".join([extended] + symbol["pathComponents"])
            if link not in landing:
                print(link + "``")
PY
    )
fi
if ((${#uncurated[@]})); then
    echo "error: $landing does not name these public symbols; add each to a topic group (UIKit-only ones to the" \
        "\"Symbols that need UIKit\" table too): ${uncurated[*]}" >&2
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
# On Linux the topic groups' ``links`` to the UIKit layer (its types, and members of UIKit's and SwiftUI's types)
# have nothing to resolve to: convert a copy of the catalog without those lines.
catalog=Documentation.docc
if [ "$mode" = linux ]; then
    catalog="$symbol_graphs/catalog/Documentation.docc"
    mkdir -p "$(dirname "$catalog")"
    cp -R Documentation.docc "$catalog"
    linux_types=$(grep -oh '"pathComponents":\["[A-Za-z0-9_]*"\]' "$symbol_graphs/KeyboardProtocols/KeyboardProtocols.symbols.json" \
        | sed 's/.*\["\(.*\)"\]/\1/' | sort -u)
    uikit_pattern=$(comm -23 <(printf '%s\n' $uikit_types) <(printf '%s\n' $linux_types) | cat - <(printf 'UIKit\nSwiftUI\n') \
        | paste -sd '|')
    grep -vE "^- \`\`($uikit_pattern)(/[^\`]*)?\`\`\$" "$landing" > "$catalog/KeyboardProtocols.md"
    # Elsewhere (articles, tutorials) such a link reads as `code voice`: ``AdjustsViewAboveKeyboard/keyboardPadding``
    # as `AdjustsViewAboveKeyboard.keyboardPadding`, ``UIKit/UIView/keyboardOverlap(for:)`` as
    # `UIView.keyboardOverlap(for:)`, a disambiguation suffix (`-(Notification,_,_)`) dropped.
    find "$catalog" -type f \( -name '*.md' -o -name '*.tutorial' \) -print0 \
        | xargs -0 perl -pi -e 's{``((?:'"$uikit_pattern"')(?:/[^`]*)?)``}{my $l = $1; $l =~ s/^(UIKit|SwiftUI)\///; $l =~ s/\)-[^\/]*$/)/; $l =~ s/\//./g; "`$l`"}ge'
fi
convert "$catalog" KeyboardProtocols "$output"
convert Sources/KeyboardProtocolsTesting/KeyboardProtocolsTesting.docc KeyboardProtocolsTesting "$testing_output"
