#!/usr/bin/env python3
"""Expands a marked source into one file per tutorial step.

A line `// @@ N` opens a block that appears from step N on; `// @@ -N` opens a block that appears only
before step N; `// @@ N..<M` one that appears from step N until before step M; `// @@ end` closes the block.
Unmarked lines appear in every step.
Usage: expand.py SOURCE STEPS OUTPUT_PATTERN   (pattern with {n:02}: chat-vc-{n:02}.swift)
"""
import re, sys
source, steps, pattern = sys.argv[1], int(sys.argv[2]), sys.argv[3]
lines = open(source).read().split("\n")
for n in range(1, steps + 1):
    out, show = [], True
    for line in lines:
        m = re.match(r"\s*// @@ (-?\d+|\d+\.\.<\d+|end)\s*$", line)
        if m:
            tag = m.group(1)
            if tag == "end":
                show = True
            elif "..<" in tag:
                first, limit = (int(part) for part in tag.split("..<"))
                show = first <= n < limit
            elif tag.startswith("-"):
                show = n < int(tag[1:])
            else:
                show = n >= int(tag)
            continue
        if show:
            out.append(line)
    text = "\n".join(out)
    text = re.sub(r"\n{3,}", "\n\n", text)          # a removed block leaves no double blank line
    text = re.sub(r"\{\n\n", "{\n", text)           # nor a blank line after an opening brace
    text = re.sub(r"\n\n(\s*\})", r"\n\1", text)    # nor before a closing one
    open(pattern.format(n=n), "w").write(text.rstrip("\n") + "\n")
