#!/usr/bin/env python3
"""Checks the layering of core/ (docs/ARCHITECTURE.md, "Folders and targets").

Usage: check-layering.py LAYERS_FILE CORE_DIR
LAYERS_FILE has one "folder:dep,dep" line per core library, as core/CMakeLists.txt writes it:
a folder may include itself and, transitively, the folders it declares. Fails when
- a core folder has no library, or a library declares a folder that does not exist;
- the declared libraries form a cycle, or the folders' includes do;
- a folder includes a folder it does not depend on, or reaches out of its folder with "../";
- core includes a Widgets or WebEngine header;
- a third-party library's header is included outside the one folder that owns it (libcurl: net;
  sqlite3: sqlite; libpq: pg; libstemmer: index; poppler, gumbo: parse; libzip: parse (reading) and export
  (writing Word files); cmark-gfm: export; QtKeychain: settings).
The build refuses most of these itself (cmake/LmarsCoreModule.cmake: a target sees only the
headers of the folders it depends on); this script also covers what the include path cannot show.
"""
import pathlib
import re
import sys

OWNERS = {
    "curl/": "net",
    "sqlite3.h": "sqlite",
    "libpq-fe.h": "pg",
    "libstemmer.h": "index",
    "poppler": "parse",
    "gumbo.h": "parse",
    "zip.h": ("parse", "export"),  # parse reads .docx files, export writes them
    "cmark-gfm": "export",
    "qt6keychain/": "settings",
    "Eigen/": "dense",
    "hnswlib/": "dense",
}
FORBIDDEN = ("QtWidgets", "QWidget", "QtWebEngine", "QWebEngine", "QApplication>")
INCLUDE = re.compile(r'\s*#\s*include\s*([<"])([^>"]+)[>"]')


def read_layers(text):
    """{folder: set of declared folders} from the "folder:dep,dep" lines."""
    declared = {}
    for line in text.splitlines():
        if ":" in line:
            name, deps = line.split(":", 1)
            declared[name.strip()] = {d.strip() for d in deps.split(",") if d.strip()}
    return declared


def find_cycle(graph):
    """One cycle of graph ({node: nodes}) as a list [a, b, ..., a], or None."""
    state = {}  # node -> 1 on the current path, 2 done
    path = []

    def visit(node):
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def closure(declared, name):
    seen = set()
    stack = list(declared.get(name, ()))
    while stack:
        dep = stack.pop()
        if dep not in seen:
            seen.add(dep)
            stack.extend(declared.get(dep, ()))
    return seen


def check(declared, core_dir):
    """The problems found, one line each."""
    problems = []
    folders = {p.name for p in core_dir.iterdir() if p.is_dir()}
    for name in sorted(declared):
        if name not in folders:
            problems.append(f"library {name} has no folder core/{name}")
        for dep in sorted(declared[name] - folders):
            problems.append(f"core/{name} declares core/{dep}, which does not exist")
    cycle = find_cycle(declared)
    if cycle:
        problems.append("the libraries form a cycle: " + " -> ".join(cycle))

    includes = {folder: set() for folder in folders}
    for folder in sorted(folders):
        if folder not in declared:
            problems.append(f"core/{folder} is not a library in core/CMakeLists.txt")
            continue
        allowed = closure(declared, folder) | {folder}
        for source in sorted((core_dir / folder).rglob("*.[hc]*")):
            for number, text in enumerate(source.read_text(encoding="utf-8").splitlines(), 1):
                m = INCLUDE.match(text)
                if not m:
                    continue
                header = m.group(2)
                where = f"{source.relative_to(core_dir.parent)}:{number}"
                top = header.split("/", 1)[0]
                if m.group(1) == '"' and ".." in header.split("/"):
                    problems.append(f"{where}: core/{folder} reaches out of its folder with {header}")
                if m.group(1) == '"' and "/" in header and top in folders:
                    if top != folder:
                        includes[folder].add(top)
                    if top not in allowed:
                        problems.append(f"{where}: core/{folder} may not include {header} (uses: {sorted(allowed)})")
                if any(f in header for f in FORBIDDEN):
                    problems.append(f"{where}: core includes a GUI header {header}")
                for needle, owner in OWNERS.items():
                    owners = owner if isinstance(owner, tuple) else (owner,)
                    if needle in header and folder not in owners:
                        problems.append(f"{where}: only core/{' or core/'.join(owners)} may include {header}")
    cycle = find_cycle(includes)
    if cycle:
        problems.append("the folders' includes form a cycle: " + " -> ".join(cycle))
    return problems


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    layers_file, core_dir = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    declared = read_layers(layers_file.read_text())
    problems = check(declared, core_dir)
    for p in problems:
        print(p)
    folders = sum(1 for p in core_dir.iterdir() if p.is_dir())
    print(f"{folders} core folders checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
