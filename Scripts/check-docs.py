#!/usr/bin/env python3
"""Fails when the documentation sends readers to something they can't use.

Rules (what CI checks, in under a second, with no build):

1. Names in `code voice`. README.md, Documentation.docc/**/*.md and *.tutorial, and Sources/**/*.docc/*.md may not
   name, in `code voice` or a ``DocC link``, a symbol the two libraries (Sources/KeyboardProtocols,
   Sources/KeyboardProtocolsTesting) declare but do not make public.
   - Declared: every `func`, `init`, `subscript`, `var`, `let`, `case`, `struct`, `class`, `enum`, `protocol`,
     `typealias`, `actor` and `associatedtype` at file scope or directly in a type, extension or protocol body (locals
     inside function bodies and closures are not declarations of the package).
   - Public: written `public` or `open`, or a requirement of a `public protocol`, a member without an access modifier
     of a `public extension`, a `case` of a `public enum`. A name counts as public if any declaration of it is.
   - Read from each span: every identifier, except the labels of a signature; a signature written the DocC way,
     `name(label:label:)` or `Type(label:)` (an initializer), must match a declaration's labels, and is an error when
     it matches only non-public declarations. A call such as `preloadKeyboard()` checks the name only.
   - Not read: fenced code blocks (compiled elsewhere, or app code); argument labels in a call (`f(label: x)`);
     spans that are shell commands (`swift run keyboard-replay`), file names (`session-1234.json`) or UserDefaults
     keys (`KeyboardProtocols.v1.…`); the names in SDK_NAMES below, UIKit's and Core Animation's members that the
     package happens to declare internally too (`view`, `keyboardLayoutGuide`, …).
2. Types in tutorial steps and examples. Every capitalized identifier a step file
   (Documentation.docc/Resources/*.swift) uses in a type position (`: Foo`, `-> Foo`, `[Foo]`, `<Foo>`, `Foo(`,
   `Foo.`, `as? Foo`, `is Foo`) must be defined by a step file, be a public type of the libraries, or be in SDK_TYPES
   below (Swift's, Foundation's, UIKit's and the other SDK types the steps use; keep the list to what they use). The
   same holds for the ```swift blocks of the documents of rule 1, where a type may also be defined by another block
   of the same document (an example's `HeightRecorder`).

3. The mixins in CONTRIBUTING.md. Its sentence "The mixins run in the order of `KeyboardMixin`'s cases: `a`, `b`, …"
   must list the cases of `KeyboardMixin` (Sources/KeyboardProtocols/Core/Layout/KeyboardMixin.swift) in their order,
   and its "Where a change belongs" table must name, for each case, the file of the type its engine line adopts it by
   (`Line(Type.self)` in Sources/KeyboardProtocols/UIKit/KeyboardMixinEngine.swift: `PinsBarToKeyboard.swift`), and
   `Core/Focus` and `Core/Chat`.

Usage: Scripts/check-docs.py   (python3, standard library only; run by .ci/run)
"""
import glob
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
LIBRARIES = ["Sources/KeyboardProtocols", "Sources/KeyboardProtocolsTesting"]

# Apple SDK and Swift standard library types the tutorial steps use.
SDK_TYPES = {
    # Swift
    "Any", "AnyObject", "Array", "Bool", "Character", "CheckedContinuation", "Dictionary", "Double", "Error", "Float",
    "Int", "MainActor", "Never", "Optional", "Result", "Self", "Set", "String", "Task", "Void",
    # Foundation and Core Graphics
    "CGFloat", "CGPoint", "CGRect", "CGSize", "Data", "Date", "DispatchQueue", "IndexPath", "JSONDecoder",
    "JSONEncoder", "Notification", "NotificationCenter", "NSLayoutConstraint", "NSObject", "TimeInterval", "URL",
    "UserDefaults",
    # UIKit
    "UIApplication", "UIBarButtonItem", "UIButton", "UIColor", "UIEdgeInsets", "UIFont", "UILabel",
    "UINavigationController",
    "UIResponder", "UIScene", "UISceneConfiguration", "UISceneSession", "UIScreen", "UIScrollView", "UIStackView",
    "UITabBarController", "UITabBarItem", "UITableView", "UITableViewCell", "UITableViewController", "UITableViewDataSource", "UITextField",
    "UITextFieldDelegate", "UITextView", "UIToolbar", "UIView", "UIViewController", "UIWindow", "UIWindowScene",
    "UIWindowSceneDelegate", "UISearchBar", "UISearchBarDelegate", "UIImage", "UIImageView", "UIAction",
    "UIListContentConfiguration", "UIContentConfiguration", "UISearchTextField", "UIActivityViewController",
    "UIVisualEffectView", "UIBlurEffect",
    "FileManager",
    # SwiftUI
    "View", "Text", "TextField", "SecureField", "Button", "LazyVStack", "ForEach", "Color", "RoundedRectangle", "Environment",
    "PreviewProvider", "Identifiable", "Hashable", "Bundle", "ToolbarItemGroup",
    # os, Testing, PackageDescription
    "Logger", "Test", "Suite", "Testing", "Package",
}

# Apple SDK and Swift members (and the reader's own `bar`) named in the docs that the package also declares
# internally.
SDK_NAMES = {
    "view", "bar", "keyboardLayoutGuide", "isVoiceOverRunning", "keyboardType", "isSecureTextEntry", "primaryLanguage",
    "allowsOverdamping", "contains", "isEmpty", "hash",
    # NSLayoutConstraint.Attribute.bottomMargin, UIResponder.next, `@unknown default`, the chat tutorial's safe area.
    "bottomMargin", "next", "unknown", "safeArea",
    # UIResponder.keyCommands and UIScrollView.isDragging, which the toolbar and the delivery also name.
    "keyCommands", "isDragging",
    # UIVisualEffectView.contentView, which KeyboardSensorHost names too.
    "contentView",
}
NOT_SYMBOLS = re.compile(
    r"^(swift|docc|xcrun|python3|pbpaste|git|Scripts/|\.\./)\b"  # shell commands
    r"|\.(swift|txt|json|md|yml|sh|doccarchive)$"  # file names
    r"|^KeyboardProtocols\.v\d"  # UserDefaults keys
)

DECL = re.compile(
    r"\b(func|init|subscript|var|let|case|struct|class|enum|protocol|typealias|actor|associatedtype|extension)\b"
)
MODIFIERS = {
    "public", "open", "package", "internal", "private", "fileprivate", "static", "final", "override", "mutating",
    "nonmutating", "lazy", "weak", "unowned", "nonisolated", "required", "convenience", "dynamic", "indirect",
    "@MainActor", "@objc", "@inlinable", "@usableFromInline", "@discardableResult", "@preconcurrency",
}


def strip_code(text):
    """The source without comments and string literals, same length and lines (so positions still count)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(" " * (j - i))
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def argument_labels(params):
    """`a b: T, _ c: U = f(x, y)` -> ['a', '_']: each top-level parameter's first name."""
    labels, depth, current = [], 0, ""
    for ch in params + ",":
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == "," and depth == 0:
            part = current.strip()
            current = ""
            if part:
                name = re.match(r"(?:@\w+\s+)*([A-Za-z_][A-Za-z0-9_]*|_)", part)
                if name:
                    labels.append(name.group(1))
            continue
        current += ch
    return labels


def declarations(path):
    """(name, signature or None, is_public) for each declaration of a library file, and its public types."""
    code = strip_code(open(path, encoding="utf-8").read())
    found = []
    # Scope stack: (kind, default_public) where kind is "member" (type, extension, protocol body) or "code".
    stack = [("member", False, None)]
    pending = None  # the kind a declaration's next `{` opens
    for match in re.finditer(r"[{}]|[^{}]+", code):
        chunk = match.group(0)
        if chunk == "{":
            stack.append(pending or ("code", False, None))
            pending = None
            continue
        if chunk == "}":
            if len(stack) > 1:
                stack.pop()
            pending = None
            continue
        scope_kind, scope_public, scope_type = stack[-1]
        if scope_kind != "member":
            continue
        # Declarations in this chunk: split into statements at line starts.
        for decl in DECL.finditer(chunk):
            keyword = decl.group(1)
            before = chunk[: decl.start()]
            line_start = before.rfind("\n") + 1
            prefix = before[line_start:].split()
            # A setter's access (`public package(set) var`) is a modifier too: the declaration stays public.
            if any(
                word not in MODIFIERS and not word.startswith("@")
                and not re.fullmatch(r"(public|package|internal|private|fileprivate)\(set\)", word)
                for word in prefix
            ):
                continue  # not at the start of a declaration (`let x = y as? Foo`, a type named after a keyword)
            modifiers = set(prefix)
            if "override" in modifiers:
                continue  # UIKit's or Foundation's member, not the package's
            rest = chunk[decl.end():]
            explicit_public = bool(modifiers & {"public", "open"})
            explicit_other = bool(modifiers & {"package", "internal", "private", "fileprivate"})
            if scope_type == "protocol":
                is_public = scope_public
            elif scope_type == "extension":
                is_public = explicit_public or (scope_public and not explicit_other)
            elif keyword == "case" and scope_type == "enum":
                is_public = scope_public
            else:
                is_public = explicit_public
            if keyword in ("struct", "class", "enum", "protocol", "actor", "extension"):
                name = re.match(r"\s+([A-Za-z_][A-Za-z0-9_.]*)", rest)
                if keyword == "class" and name and name.group(1) in ("func", "var", "let", "subscript"):
                    continue  # `class func`: the `func` is matched on its own
                if name and keyword != "extension":
                    found.append((name.group(1), None, is_public, keyword))
                # The body this opens: members default to public in a public protocol or extension; cases of a
                # public enum are public.
                pending = ("member", explicit_public, keyword)
                continue
            if keyword in ("func", "init", "subscript"):
                if keyword == "func":
                    name = re.match(r"\s+([A-Za-z_][A-Za-z0-9_]*|[^\s(<]+)\s*(?:<[^>]*>)?\s*\(", rest)
                    if not name:
                        continue
                    fname, open_at = name.group(1), name.end() - 1
                else:
                    paren = re.match(r"\s*[?!]?\s*(?:<[^>]*>)?\s*\(", rest)
                    if not paren:
                        continue
                    fname, open_at = keyword, paren.end() - 1
                depth, j = 0, open_at
                while j < len(rest):
                    if rest[j] == "(":
                        depth += 1
                    elif rest[j] == ")":
                        depth -= 1
                        if depth == 0:
                            break
                    j += 1
                labels = argument_labels(rest[open_at + 1 : j])
                signature = fname + "(" + "".join(label + ":" for label in labels) + ")"
                found.append((fname, signature, is_public, keyword))
                found.append((fname, None, is_public, keyword))
                pending = ("code", False, None)
                continue
            if keyword in ("var", "let", "case", "typealias", "associatedtype"):
                for name in re.findall(r"(?:^|,)\s*(?:`)?([A-Za-z_][A-Za-z0-9_]*)", rest.split("\n", 1)[0]):
                    found.append((name, None, is_public, keyword))
                    if keyword != "case":
                        break
                pending = ("code", False, None)
    return found


def library_symbols():
    declared, public, signatures, public_signatures, public_types = set(), set(), set(), set(), set()
    for library in LIBRARIES:
        for path in glob.glob(os.path.join(ROOT, library, "**", "*.swift"), recursive=True):
            if ".docc" in path:
                continue  # the catalog's tutorial steps are app code, not the library's
            for name, signature, is_public, keyword in declarations(path):
                if signature:
                    signatures.add(signature)
                    if is_public:
                        public_signatures.add(signature)
                    continue
                declared.add(name)
                if is_public:
                    public.add(name)
                    if keyword in ("struct", "class", "enum", "protocol", "actor", "typealias"):
                        public_types.add(name)
    return declared, public, signatures, public_signatures, public_types


def doc_files():
    patterns = ["README.md", "Documentation.docc/**/*.md", "Documentation.docc/**/*.tutorial", "Sources/**/*.docc/*.md"]
    seen, files = set(), []
    for pattern in patterns:
        for path in sorted(glob.glob(os.path.join(ROOT, pattern), recursive=True)):
            real = os.path.realpath(path)
            if real not in seen:
                seen.add(real)
                files.append(path)
    return files


def code_spans(text):
    """(line number, span) of each inline code span outside fenced blocks."""
    in_fence = False
    for number, line in enumerate(text.split("\n"), 1):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        for match in re.finditer(r"(`+)(.+?)\1", line):
            yield number, match.group(2)


def check_code_voice(problems):
    declared, public, signatures, public_signatures, _ = library_symbols()
    hidden = declared - public
    for path in doc_files():
        relative = os.path.relpath(path, ROOT)
        text = open(path, encoding="utf-8").read()
        # A span broken over two lines of a paragraph: join the lines of each paragraph first.
        joined = re.sub(r"(?<![\n`])\n(?!\n|\s*[-*#|>`]|\s*\d+\.|\s*@)", " ", text)
        for number, span in code_spans(joined):
            if NOT_SYMBOLS.search(span):
                continue
            # The line in the file where the span starts.
            where = next((i for i, l in enumerate(text.split("\n"), 1) if span[:40] in l), number)
            names = set()
            for sig in re.finditer(r"([A-Za-z_][A-Za-z0-9_]*)\(((?:[A-Za-z_][A-Za-z0-9_]*:)+)\)", span):
                name, labels = sig.group(1), sig.group(2)
                signature = ("init" if name[0].isupper() else name) + "(" + labels + ")"
                names.add(name)
                if signature in signatures and signature not in public_signatures:
                    problems.append(f"{relative}:{where}: `{span}` names {signature}, which is not public")
            without_labels = re.sub(r"\(((?:[A-Za-z_][A-Za-z0-9_]*:)+)\)", "()", span)
            without_labels = re.sub(r"\b[A-Za-z_][A-Za-z0-9_]*:\s", " ", without_labels)  # call labels
            for token in re.findall(r"(?<![A-Za-z0-9_:])([A-Za-z_][A-Za-z0-9_]*)", without_labels):
                names.add(token)
            for name in sorted((names & hidden) - SDK_NAMES):
                problems.append(f"{relative}:{where}: `{span}` names {name}, which the package declares but not public")


TYPE_USE = re.compile(
    r"(?:(?<=:)|(?<=->)|(?<=\[)|(?<=<)|(?<=\bas\?\s)|(?<=\bas!\s)|(?<=\bas\s)|(?<=\bis\s)|(?<=,))"
    r"\s*([A-Z][A-Za-z0-9_]*)"
    r"|\b([A-Z][A-Za-z0-9_]*)(?=[(.])"
)


TYPE_DECL = re.compile(r"\b(?:class|struct|enum|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9_]*)")


def undefined_types(code, known):
    """(line number, name) of each type use in `code` (comments and strings stripped) that is not in `known`."""
    for number, line in enumerate(code.split("\n"), 1):
        if re.match(r"\s*(import|@testable import)\b", line):
            continue
        for match in TYPE_USE.finditer(line):
            name = match.group(1) or match.group(2)
            start = match.start(1) if match.group(1) else match.start(2)
            # `Foo.Bar` nested names and `case .foo`: only the first component of a dotted type is a type use.
            if start > 0 and line[start - 1] == ".":
                continue
            if name not in known:
                yield number, name


def check_steps(problems):
    *_, public_types = library_symbols()
    steps = sorted(glob.glob(os.path.join(ROOT, "Documentation.docc/Resources/*.swift")))
    defined = set()
    for path in steps:
        defined.update(TYPE_DECL.findall(strip_code(open(path, encoding="utf-8").read())))
    known = defined | public_types | SDK_TYPES
    for path in steps:
        relative = os.path.relpath(path, ROOT)
        for number, name in undefined_types(strip_code(open(path, encoding="utf-8").read()), known):
            problems.append(f"{relative}:{number}: uses type {name}, which no step or library defines and which is "
                            f"not in check-docs.py's SDK_TYPES")
    # The examples of the documents: a block's line numbers are counted from the document's first line.
    for path in doc_files():
        relative = os.path.relpath(path, ROOT)
        text = open(path, encoding="utf-8").read()
        blocks = [(text.count("\n", 0, m.start(1)), m.group(1)) for m in re.finditer(r"```swift\n(.*?)```", text, re.S)]
        local = set()
        for _, block in blocks:
            local.update(TYPE_DECL.findall(strip_code(block)))
        for offset, block in blocks:
            for number, name in undefined_types(strip_code(block), known | local):
                problems.append(f"{relative}:{offset + number}: an example uses type {name}, which no example of "
                                f"this document, step or library defines and which is not in check-docs.py's SDK_TYPES")


def check_mixins(problems):
    """Rule 3: CONTRIBUTING.md's mixin order and table against KeyboardMixin's cases and the engine's lines."""
    mixin_file = "Sources/KeyboardProtocols/Core/Layout/KeyboardMixin.swift"
    engine_file = "Sources/KeyboardProtocols/UIKit/KeyboardMixinEngine.swift"
    source = open(os.path.join(ROOT, mixin_file), encoding="utf-8").read()
    body = re.search(r"(?:package |public )?enum KeyboardMixin\b[^{]*\{(.*?)\n\}", source, re.S)
    cases = re.findall(r"^\s+case (\w+)\s*$", body.group(1), re.M) if body else []
    if not cases:
        problems.append(f"{mixin_file}: check-docs.py found no case of KeyboardMixin")
        return
    contributing = open(os.path.join(ROOT, "CONTRIBUTING.md"), encoding="utf-8").read()
    order = re.search(r"The mixins run in the order of `KeyboardMixin`'s cases:((?:\s*`\w+`,?)+)", contributing)
    documented = re.findall(r"`(\w+)`", order.group(1)) if order else []
    if documented != cases:
        problems.append(f"CONTRIBUTING.md: the mixins' order says {documented or 'nothing'}; KeyboardMixin's cases "
                        f"are {cases} (a sentence \"The mixins run in the order of `KeyboardMixin`'s cases: ...\")")
    table = contributing[contributing.find("### Where a change belongs"):]
    table = "\n".join(line for line in table.splitlines() if line.startswith("|"))
    engine = open(os.path.join(ROOT, engine_file), encoding="utf-8").read()
    for case in cases:
        line = re.search(rf"case \.{case}:\s*(?://[^\n]*\s*)*Line\(\(?(?:any )?([\w &]+?)\)?\.self", engine)
        if not line:
            problems.append(f"{engine_file}: no line `case .{case}: Line(Type.self) ...` in line(_:)")
            continue
        adopter = line.group(1).split("&")[-1].strip()
        if f"{adopter}.swift" not in table:
            problems.append(f"CONTRIBUTING.md: the table under \"Where a change belongs\" has no row naming "
                            f"{adopter}.swift, the file of the mixin .{case}")
    for folder in ["Core/Focus", "Core/Chat"]:
        if f"`{folder}" not in table:
            problems.append(f"CONTRIBUTING.md: the table under \"Where a change belongs\" has no row for `{folder}`")


def main():
    problems = []
    check_code_voice(problems)
    check_steps(problems)
    check_mixins(problems)
    for problem in sorted(set(problems)):
        print(problem)
    if problems:
        print(f"check-docs: {len(set(problems))} problem(s); the rules are at the top of Scripts/check-docs.py",
              file=sys.stderr)
        return 1
    print("check-docs: every name in code voice is public; every type a tutorial step or an example uses is defined; "
          "CONTRIBUTING.md lists every mixin")
    return 0


if __name__ == "__main__":
    sys.exit(main())
