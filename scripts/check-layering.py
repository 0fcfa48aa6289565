#!/usr/bin/env python3
"""Fails when a core folder includes a folder it may not use (ARCHITECTURE.md section 1).

Usage: check-layering.py LAYERS_FILE CORE_DIR
LAYERS_FILE has one "folder:dep,dep" line per core library, as core/CMakeLists.txt writes it:
a folder may include itself and, transitively, the folders it declares. Also checks that core
includes no Widgets or WebEngine header and that only the owning folder includes each
third-party library (libcurl: net; sqlite3, libpq, xapian: store; poppler, gumbo, libzip: parse).
"""
import pathlib
import re
import sys

OWNERS = {"curl/": "net", "sqlite3.h": "store", "libpq-fe.h": "store", "xapian.h": "store", "poppler": "parse", "gumbo.h": "parse", "zip.h": "parse"}
FORBIDDEN = ("QtWidgets", "QWidget", "QtWebEngine", "QWebEngine", "QApplication>")


def main() -> int:
    layers_file, core_dir = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    declared = {}
    for line in layers_file.read_text().splitlines():
        if ":" in line:
            name, deps = line.split(":", 1)
            declared[name.strip()] = {d for d in deps.split(",") if d.strip()}

    def closure(name, seen=None):
        seen = set() if seen is None else seen
        for dep in declared.get(name, ()):
            if dep not in seen:
                seen.add(dep)
                closure(dep, seen)
        return seen

    problems = []
    folders = {p.name for p in core_dir.iterdir() if p.is_dir()}
    for folder in sorted(folders):
        if folder not in declared:
            problems.append(f"core/{folder} is not a library in core/CMakeLists.txt")
            continue
        allowed = closure(folder) | {folder}
        for source in sorted((core_dir / folder).glob("*.[hc]*")):
            for number, text in enumerate(source.read_text(encoding="utf-8").splitlines(), 1):
                m = re.match(r'\s*#\s*include\s*([<"])([^>"]+)[>"]', text)
                if not m:
                    continue
                header = m.group(2)
                where = f"{source.relative_to(core_dir.parent)}:{number}"
                top = header.split("/", 1)[0]
                if m.group(1) == '"' and "/" in header and top in folders and top not in allowed:
                    problems.append(f"{where}: core/{folder} may not include {header} (uses: {sorted(allowed)})")
                if any(f in header for f in FORBIDDEN):
                    problems.append(f"{where}: core includes a GUI header {header}")
                for needle, owner in OWNERS.items():
                    if needle in header and folder != owner:
                        problems.append(f"{where}: only core/{owner} may include {header}")
    for p in problems:
        print(p)
    print(f"{len(folders)} core folders checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
