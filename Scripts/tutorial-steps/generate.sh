#!/usr/bin/env bash
# Writes the step files of the DocC tutorials from their marked sources, so that each step's file is exactly the
# previous step's plus that step's change. Edit a `*.swift.steps` source, run this, commit both.
# Markers: `// @@ N` opens a block shown from step N on, `// @@ -N` one shown only before step N, `// @@ end` closes.
#
# Usage: Scripts/tutorial-steps/generate.sh   (needs python3)
set -euo pipefail
cd "$(dirname "$0")"
resources=../../Documentation.docc/Resources

expand() { python3 expand.py "$1.swift.steps" "$2" "$resources/$1-{n:02}.swift"; }

expand chat-vc 8
expand gist-notes 1
expand gist-settings 1
expand gist-chat 2
expand form-scene 1
expand form-vc 5
expand preload-home 2
expand preload-scene 1
expand preload-vc 4
expand preload-tests 2
expand replay-tests 6
expand swiftui-chat 7
expand swiftui-tests 2
expand swiftui-signup 3
