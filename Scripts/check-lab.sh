#!/usr/bin/env bash
# check-lab.sh - type-check KeyboardLab.swiftpm against real iOS SDKs on Linux, in Swift 6 mode: its core
# (Sources/KeyboardLabCore) and its app (Sources/AppModule, the UIKit and SwiftUI screens no Linux build compiles),
# against KeyboardProtocols and KeyboardProtocolsTesting emitted for iOS from this checkout.
#
# Reuses the SDK cache of /work/shared/tools/ios-typecheck.sh (SDK_CACHE, default ~/.cache/ios-typecheck: the
# extracted SDKs, its resource-dir and module cache; the 17.0 SDK's Swift 5.9 interfaces as that tool patched them).
# It also type-checks the self-contained Swift Playgrounds copy (KeyboardLab.swiftpm/Tools/make-playground.py) as one module
# against the iOS 18+ SDKs. Where a cache is absent (a fresh CI machine) it says so and skips that SDK: exit 0.
# Exit 1 on any error or warning in the lab's sources. Env: SDK_CACHE, SWIFTC, LAB_SDKS (default "iPhoneOS17.0.sdk iPhoneOS26.2.sdk"), LAB_TARGET
# (default arm64-apple-ios16.0, the lab's deployment target).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd) || exit 2
CACHE=${SDK_CACHE:-$HOME/.cache/ios-typecheck}
SWIFTC=${SWIFTC:-swiftc}
TARGET=${LAB_TARGET:-arm64-apple-ios16.0}
RES=$CACHE/resource-dir
cd "$ROOT" || exit 2
mapfile -t PKG < <(find Sources/KeyboardProtocols -name '*.swift' | sort)
mapfile -t TESTING < <(find Sources/KeyboardProtocolsTesting -name '*.swift' | sort)
mapfile -t CORE < <(find KeyboardLab.swiftpm/Sources/KeyboardLabCore -name '*.swift' | sort)
mapfile -t APP < <(find KeyboardLab.swiftpm/Sources/AppModule -name '*.swift' | sort)
count() { grep -cE "^([^ ].*: )?$1: " "$2"; }
status=0 checked=0
# The Swift Playgrounds copy, everywhere (no SDK needed): it is written, and its manifest evaluates with no dependency.
PLAYGROUND=$(mktemp -d) || exit 2
if python3 KeyboardLab.swiftpm/Tools/make-playground.py "$PLAYGROUND/KeyboardLab.swiftpm" \
  && (cd "$PLAYGROUND/KeyboardLab.swiftpm" && swift package dump-package) > "$PLAYGROUND/manifest.json" \
  && python3 -c 'import json, sys; m = json.load(open(sys.argv[1])); sys.exit(0 if not m["dependencies"] and
[t["name"] for t in m["targets"]] == ["AppModule"] else 1)' "$PLAYGROUND/manifest.json"; then
  echo "check-lab: the Swift Playgrounds copy is written and its manifest is one app target with no dependency"
else
  echo "check-lab: the Swift Playgrounds copy failed (KeyboardLab.swiftpm/Tools/make-playground.py)"
  status=1
fi
rm -rf "$PLAYGROUND"
for SDK_NAME in ${LAB_SDKS:-iPhoneOS17.0.sdk iPhoneOS26.2.sdk}; do
  SDK=$CACHE/$SDK_NAME
  if [ ! -e "$SDK/.ios-typecheck-ready" ] || [ ! -e "$RES/apinotes/os.apinotes" ]; then
    echo "check-lab: skipped $SDK_NAME: no SDK cache in $CACHE (run ios-typecheck.sh once for it to create one)"
    continue
  fi
  OUT=$(mktemp -d) || exit 2
  IOS=(-target "$TARGET" -sdk "$SDK" -resource-dir "$RES" -module-cache-path "$CACHE/module-cache")
  # Xcode 16+ SDKs make clang skip module maps in subdirectories of search paths: name SwiftShims' folder (as
  # ios-typecheck.sh does).
  case $SDK_NAME in iPhoneOS1[89]*|iPhoneOS[2-9]?*) IOS+=(-I "$RES/shims") ;; esac
  COMMON=(-swift-version 6 -diagnostic-style llvm -parse-as-library -I "$OUT")
  module() {  # $1: module name, $2: package name; the rest: its files. Emitted without bodies (checked elsewhere).
    local name=$1 package=$2; shift 2
    "$SWIFTC" -emit-module -emit-module-path "$OUT/$name.swiftmodule" "${IOS[@]}" "${COMMON[@]}" -wmo \
      -module-name "$name" -package-name "$package" -D SWIFT_PACKAGE \
      -Xfrontend -experimental-skip-all-function-bodies "$@" > "$OUT/$name.emit.txt" 2>&1 \
      || { echo "check-lab: emitting $name for $SDK_NAME failed:"; cat "$OUT/$name.emit.txt"; return 1; }
  }
  if module KeyboardProtocols keyboardprotocols "${PKG[@]}" \
    && module KeyboardProtocolsTesting keyboardprotocols "${TESTING[@]}"; then
    # The core: checked with its bodies (as a build would, SIL diagnostics included), then emitted for the app.
    "$SWIFTC" -emit-sil -o /dev/null "${IOS[@]}" "${COMMON[@]}" -wmo -module-name KeyboardLabCore \
      -package-name keyboardlab -D SWIFT_PACKAGE "${CORE[@]}" > "$OUT/core.txt" 2>&1
    module KeyboardLabCore keyboardlab "${CORE[@]}" || true
    "$SWIFTC" -emit-sil -o /dev/null "${IOS[@]}" "${COMMON[@]}" -wmo -module-name AppModule \
      -package-name keyboardlab -D SWIFT_PACKAGE "${APP[@]}" > "$OUT/app.txt" 2>&1
    ce=$(count error "$OUT/core.txt") cw=$(count warning "$OUT/core.txt")
    ae=$(count error "$OUT/app.txt") aw=$(count warning "$OUT/app.txt")
    cat "$OUT/core.txt" "$OUT/app.txt"
    echo "check-lab ($SDK_NAME, $TARGET, Swift 6): KeyboardLabCore $ce errors, $cw warnings;" \
      "AppModule (${#APP[@]} files) $ae errors, $aw warnings"
    [ "$ce$cw$ae$aw" = 0000 ] || status=1
    checked=$((checked + 1))
    # The Swift Playgrounds copy (KeyboardLab.swiftpm/Tools/make-playground.py): everything in one module, as an iPad builds it,
    # against the SDKs Swift Playgrounds 4.6 and later build with (iOS 18 and later: the package's
    # `canImport(SwiftUI, _version: 6.0)` fences need them). The extracted SDKs' modules carry no user version, so
    # the compiler warns it can't judge those fences (#ModuleVersionMissing): that warning is the cache's, not counted.
    case $SDK_NAME in
      iPhoneOS1[89]*|iPhoneOS[2-9]?*)
        python3 KeyboardLab.swiftpm/Tools/make-playground.py "$OUT/playground/KeyboardLab.swiftpm" > /dev/null || status=1
        mapfile -t COPY < <(find "$OUT/playground/KeyboardLab.swiftpm/Sources" -name '*.swift' | sort)
        "$SWIFTC" -typecheck "${IOS[@]}" "${COMMON[@]}" -module-name AppModule -package-name keyboardlab \
          -D SWIFT_PACKAGE "${COPY[@]}" 2>&1 | grep -v -e '#ModuleVersionMissing' -e '^ *[|^]' > "$OUT/copy.txt"
        pe=$(count error "$OUT/copy.txt") pw=$(count warning "$OUT/copy.txt")
        grep -E ": (error|warning): " "$OUT/copy.txt"
        echo "check-lab ($SDK_NAME): the Swift Playgrounds copy (${#COPY[@]} files, one module) $pe errors, $pw warnings"
        [ "$pe$pw" = 00 ] || status=1 ;;
    esac
  else
    status=1
  fi
  rm -rf "$OUT"
done
[ "$checked" -gt 0 ] || [ "$status" != 0 ] || echo "check-lab: nothing checked (no SDK cache): skipped"
exit $status
