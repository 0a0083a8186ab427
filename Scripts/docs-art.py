#!/usr/bin/env python3
# Draws the tutorial art of Documentation.docc as SVG and renders it to PNG with rsvg-convert
# (Debian: apt-get install -y librsvg2-bin). Usage: Scripts/docs-art.py   (from the package root)

W, H = 1200, 675
BLUE = "#0a64d8"; ORANGE = "#e8710a"; GREY = "#8e8e93"; LIGHT = "#f2f2f7"; DARK = "#1c1c1e"; GREEN = "#34c759"

def doc(body, bg="#eef3fb"):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" '
            f'font-family="Helvetica, Arial, sans-serif">\n<rect width="100%" height="100%" fill="{bg}"/>\n{body}\n</svg>\n')

def keyboard(x, y, w, h, label=None):
    s = [f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="#d1d3d9"/>']
    rows = 4
    kh = (h - 40) / rows
    for r in range(rows):
        n = [10, 9, 9, 5][r]
        inset = [6, 22, 6, 6][r]
        kw = (w - 2 * inset - (n - 1) * 6) / n
        for i in range(n):
            kx = x + inset + i * (kw + 6)
            ww = kw
            s.append(f'<rect x="{kx:.1f}" y="{y + 10 + r * kh:.1f}" width="{ww:.1f}" height="{kh - 8:.1f}" rx="5" fill="#ffffff"/>')
    if label:
        s.append(f'<text x="{x + w / 2}" y="{y + h - 6}" text-anchor="middle" font-size="13" fill="{DARK}">{label}</text>')
    return "\n".join(s)

def phone(x, y, w=300, h=600, content=""):
    return (f'<g>\n<rect x="{x - 12}" y="{y - 12}" width="{w + 24}" height="{h + 24}" rx="48" fill="{DARK}"/>\n'
            f'<clipPath id="c{x}"><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="38"/></clipPath>\n'
            f'<g clip-path="url(#c{x})"><rect x="{x}" y="{y}" width="{w}" height="{h}" fill="#ffffff"/>\n{content}\n</g>\n'
            f'<rect x="{x + w / 2 - 45}" y="{y + 10}" width="90" height="24" rx="12" fill="{DARK}"/>\n</g>')

def bubble(x, y, w, mine):
    fill = BLUE if mine else "#e5e5ea"
    return f'<rect x="{x}" y="{y}" width="{w}" height="34" rx="17" fill="{fill}"/>'

def chat(x, y, w=300, h=600):
    kb_h = 240
    bar_y = y + h - kb_h - 52
    c = []
    c.append(f'<rect x="{x}" y="{y}" width="{w}" height="80" fill="{LIGHT}"/>')
    c.append(f'<text x="{x + w / 2}" y="{y + 66}" text-anchor="middle" font-size="17" font-weight="bold" fill="{DARK}">Chat</text>')
    msgs = [(False, 170), (True, 140), (False, 200), (True, 110), (False, 150)]
    yy = y + 100
    for mine, bw in msgs:
        bx = x + w - 14 - bw if mine else x + 14
        c.append(bubble(bx, yy, bw, mine))
        yy += 46
    c.append(f'<rect x="{x}" y="{bar_y}" width="{w}" height="52" fill="{LIGHT}"/>')
    c.append(f'<rect x="{x + 12}" y="{bar_y + 9}" width="{w - 70}" height="34" rx="17" fill="#ffffff" stroke="#c7c7cc"/>')
    c.append(f'<circle cx="{x + w - 30}" cy="{bar_y + 26}" r="17" fill="{BLUE}"/>')
    c.append(f'<path d="M{x + w - 30} {bar_y + 35} v-17 m-7 7 l7 -7 l7 7" stroke="#fff" stroke-width="3" fill="none"/>')
    c.append(keyboard(x, y + h - kb_h, w, kb_h))
    return phone(x, y, w, h, "\n".join(c))

def form(x, y, w=300, h=600, tabbar=True):
    kb_h = 240
    c = []
    c.append(f'<rect x="{x}" y="{y}" width="{w}" height="80" fill="{LIGHT}"/>')
    c.append(f'<text x="{x + w / 2}" y="{y + 66}" text-anchor="middle" font-size="17" font-weight="bold" fill="{DARK}">Profile</text>')
    yy = y + 96
    for i, label in enumerate(["Name", "Email", "Phone", "Street", "City", "Postcode", "Country"]):
        c.append(f'<text x="{x + 16}" y="{yy + 14}" font-size="12" fill="{GREY}">{label}</text>')
        stroke = BLUE if i == 5 else "#c7c7cc"
        sw = 2.5 if i == 5 else 1
        c.append(f'<rect x="{x + 14}" y="{yy + 20}" width="{w - 28}" height="30" rx="8" fill="#fff" stroke="{stroke}" stroke-width="{sw}"/>')
        yy += 62
    if tabbar:
        c.append(f'<rect x="{x}" y="{y + h - 70}" width="{w}" height="70" fill="{LIGHT}"/>')
        for i in range(4):
            c.append(f'<circle cx="{x + w / 8 + i * w / 4}" cy="{y + h - 45}" r="10" fill="{BLUE if i == 1 else GREY}"/>')
    c.append(keyboard(x, y + h - kb_h, w, kb_h))
    # scroll indicator above the keyboard
    c.append(f'<rect x="{x + w - 7}" y="{y + 150}" width="4" height="120" rx="2" fill="{GREY}"/>')
    return phone(x, y, w, h, "\n".join(c))

def arrow(x1, y1, x2, y2, color=ORANGE):
    return (f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{color}" stroke-width="4" marker-end="url(#a)"/>')

DEFS = (f'<defs><marker id="a" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto">'
        f'<path d="M0 0 L10 5 L0 10 z" fill="{ORANGE}"/></marker></defs>')

def title(text, sub=None, x=60, y=110):
    s = f'<text x="{x}" y="{y}" font-size="44" font-weight="bold" fill="{DARK}">{text}</text>'
    if sub:
        s += f'\n<text x="{x}" y="{y + 44}" font-size="22" fill="#3a3a3c">{sub}</text>'
    return s

def code_lines(x, y, lines, size=20):
    out = []
    for i, line in enumerate(lines):
        out.append(f'<text x="{x}" y="{y + i * (size + 10)}" font-family="Menlo, DejaVu Sans Mono, monospace" font-size="{size}" fill="{DARK}" xml:space="preserve">{line}</text>')
    return "\n".join(out)

files = {}

# A tutorial's intro image is the background of its title block, and DocC sets the title, abstract and time over
# the left half: tutorial art draws only in the right half and carries no text of its own.
files["tutorial-chat"] = doc(DEFS + chat(820, 40))

files["tutorial-form"] = doc(DEFS + form(820, 40))

def preload_art(hero=False):
    x0, y0 = 80, 300
    s = [title("An instant first keyboard", "Preload at launch; lay out with the estimated height.")]
    # timeline
    s.append(f'<text x="{x0}" y="{y0}" font-size="20" fill="{DARK}">First tap, cold keyboard</text>')
    s.append(f'<rect x="{x0}" y="{y0 + 14}" width="420" height="34" rx="6" fill="#ffd9c2"/>')
    s.append(f'<text x="{x0 + 12}" y="{y0 + 38}" font-size="17" fill="{DARK}">keyboard process starts … the UI waits</text>')
    s.append(f'<rect x="{x0 + 420}" y="{y0 + 14}" width="120" height="34" rx="6" fill="{BLUE}"/>')
    s.append(f'<text x="{x0 + 432}" y="{y0 + 38}" font-size="17" fill="#fff">slides in</text>')
    s.append(f'<text x="{x0}" y="{y0 + 100}" font-size="20" fill="{DARK}">First tap, preloaded keyboard</text>')
    s.append(f'<rect x="{x0}" y="{y0 + 114}" width="120" height="34" rx="6" fill="{BLUE}"/>')
    s.append(f'<text x="{x0 + 12}" y="{y0 + 138}" font-size="17" fill="#fff">slides in</text>')
    s.append(f'<text x="{x0}" y="{y0 + 210}" font-size="18" fill="#3a3a3c">Before any keyboard: estimatedHeight = 336 pt (measured, else the table)</text>')
    x, y, w, h = 860, 40, 280, 600
    c = [f'<rect x="{x}" y="{y}" width="{w}" height="80" fill="{LIGHT}"/>',
         f'<text x="{x + w / 2}" y="{y + 66}" text-anchor="middle" font-size="17" font-weight="bold" fill="{DARK}">Search</text>',
         f'<rect x="{x + 14}" y="{y + 96}" width="{w - 28}" height="34" rx="10" fill="{LIGHT}"/>',
         f'<rect x="{x}" y="{y + h - 240}" width="{w}" height="240" fill="none" stroke="{BLUE}" stroke-width="3" stroke-dasharray="10 8"/>',
         f'<text x="{x + w / 2}" y="{y + h - 125}" text-anchor="middle" font-size="20" fill="{BLUE}">estimated</text>',
         f'<text x="{x + w / 2}" y="{y + h - 98}" text-anchor="middle" font-size="20" fill="{BLUE}">336 pt</text>']
    if hero:
        s = []  # the phone alone, in the right half
    s.append(phone(x, y, w, h, "\n".join(c)))
    return doc("\n".join(s))

files["tutorial-preload"] = preload_art(hero=True)

def replay_hero(lines):
    # The right half only: a narrow terminal with the table's first columns.
    x, y, w, h = 640, 60, 520, 560
    s = [f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="14" fill="{DARK}"/>']
    for i, col in enumerate(["#ff5f57", "#febc2e", "#28c840"]):
        s.append(f'<circle cx="{x + 26 + i * 24}" cy="{y + 24}" r="8" fill="{col}"/>')
    for i, line in enumerate(lines):
        color = GREEN if line.startswith("$") or line.startswith("✔") else "#e5e5ea"
        text = line[:44].replace("&", "&amp;").replace("<", "&lt;")
        s.append(f'<text x="{x + 24}" y="{y + 80 + i * 44}" font-family="DejaVu Sans Mono, Menlo, monospace" font-size="17" fill="{color}" xml:space="preserve">{text}</text>')
    return "\n".join(s)

def terminal_art(t, sub, hero=False):
    s = [title(t, sub)]
    x, y, w, h = 60, 210, 1080, 420
    s.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="14" fill="{DARK}"/>')
    for i, col in enumerate(["#ff5f57", "#febc2e", "#28c840"]):
        s.append(f'<circle cx="{x + 26 + i * 24}" cy="{y + 24}" r="8" fill="{col}"/>')
    lines = ["$ swift run keyboard-replay",
             "  time  notification     end frame                height  heard            bottom inset",
             " 0.000  willChangeFrame  {{0, 711}, {768, 313}}      313  313 over 0.25 s           313",
             " 0.000  willShow         {{0, 711}, {768, 313}}      313  no                        313",
             " 2.000  willChangeFrame  {{0, 760}, {768, 264}}      264  264 over 0.25 s           264",
             " 4.000  willChangeFrame  {{0, 1024}, {768, 264}}       0  0 over 0.25 s               0",
             " 8.000  willChangeFrame  {{0, -264}, {768, 304}}       0  0 over 0.25 s               0",
             "10.000  willChangeFrame  {{0, 969}, {768, 55}}        55  55 over 0.25 s             55",
             "$ swift test --filter KeyboardSessionReplayTests",
             "✔ Test run with 4 tests in 1 suite passed"]
    if hero:
        return doc(replay_hero(lines))
    for i, line in enumerate(lines):
        color = GREEN if line.startswith("$") or line.startswith("✔") else "#e5e5ea"
        s.append(f'<text x="{x + 28}" y="{y + 74 + i * 34}" font-family="DejaVu Sans Mono, Menlo, monospace" font-size="17" fill="{color}" xml:space="preserve">{line}</text>')
    return doc("\n".join(s))

files["tutorial-replay"] = terminal_art("Replay a user's session", "From a bug report to a unit test, on any machine.", hero=True)

# chapter images
files["chapter-layout"] = doc(DEFS + title("Layout that follows the keyboard", None, 60, 90) + chat(150, 150, 220, 480).replace('rx="48"', 'rx="36"') + form(480, 150, 220, 480) +
    code_lines(790, 260, ["PinsBarToKeyboard", "", "ModifiableInsets…", "  OnKeyboardFrameChanges"], 22))
files["chapter-preload"] = preload_art()
files["chapter-replay"] = terminal_art("Keyboard sessions, replayed", "Printed payloads and traces run through the live code paths.")

import os, subprocess, tempfile
resources = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Documentation.docc", "Resources")
with tempfile.TemporaryDirectory() as scratch:
    for name, svg in files.items():
        source = os.path.join(scratch, f"{name}.svg")
        with open(source, "w") as handle:
            handle.write(svg)
        target = os.path.join(resources, f"{name}.png")
        subprocess.run(["rsvg-convert", "-w", str(W), "-h", str(H), source, "-o", target], check=True)
        print(os.path.normpath(target))

# The Replay tutorial's timeline: keyboard-replay draws it (issue 32), from the tutorial's own session.
with tempfile.TemporaryDirectory() as scratch:
    # Under the name the tutorial gives it, which the timeline's title prints.
    session = os.path.join(scratch, "session-1234.json")
    with open(os.path.join(resources, "replay-session-1234.json")) as original, open(session, "w") as copy:
        copy.write(original.read())
    source = os.path.join(scratch, "replay-timeline.svg")
    subprocess.run(["swift", "run", "keyboard-replay", session, "--timeline", source], check=True)
    target = os.path.join(resources, "replay-timeline.png")
    subprocess.run(["rsvg-convert", "-w", str(W), "-h", str(H), source, "-o", target], check=True)
    print(os.path.normpath(target))
