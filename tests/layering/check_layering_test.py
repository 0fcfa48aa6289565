#!/usr/bin/env python3
"""scripts/check-layering.py on small made-up core trees: what it must find and what it must pass."""
import importlib.util
import pathlib
import sys
import tempfile
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parents[2] / "scripts" / "check-layering.py"
spec = importlib.util.spec_from_file_location("check_layering", SCRIPT)
layering = importlib.util.module_from_spec(spec)
spec.loader.exec_module(layering)


class CheckLayeringTest(unittest.TestCase):
    def tree(self, files):
        """A core/ folder holding files ({"folder/Name.h": text}); returns its path."""
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        root = pathlib.Path(folder.name) / "core"
        for name, text in files.items():
            path = root / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return root

    def test_a_clean_tree_passes(self):
        core = self.tree({"common/A.h": "#include <QString>\n", "sqlite/B.cpp": '#include "common/A.h"\n#include <sqlite3.h>\n'})
        self.assertEqual(layering.check(layering.read_layers("common:\nsqlite:common\n"), core), [])

    def test_an_upward_include_is_found(self):
        core = self.tree({"common/A.h": '#include "store/B.h"\n', "store/B.h": '#include "common/A.h"\n'})
        problems = layering.check(layering.read_layers("common:\nstore:common\n"), core)
        self.assertEqual(len(problems), 2, problems)  # the include, and the cycle of includes it closes
        self.assertIn("core/common may not include store/B.h", problems[0])
        self.assertIn("the folders' includes form a cycle: common -> store -> common", problems[1])

    def test_a_cycle_of_libraries_is_found(self):
        core = self.tree({"a/A.h": "", "b/B.h": "", "c/C.h": ""})
        problems = layering.check(layering.read_layers("a:b\nb:c\nc:a\n"), core)
        self.assertEqual(problems, ["the libraries form a cycle: a -> b -> c -> a"])

    def test_reaching_out_with_dot_dot_is_found(self):
        core = self.tree({"common/A.h": "", "store/B.cpp": '#include "../common/A.h"\n'})
        problems = layering.check(layering.read_layers("common:\nstore:common\n"), core)
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("reaches out of its folder with ../common/A.h", problems[0])

    def test_names_that_do_not_exist_are_found(self):
        core = self.tree({"common/A.h": "", "orphan/O.h": ""})
        problems = layering.check(layering.read_layers("common:gone\nvanished:common\n"), core)
        self.assertIn("core/common declares core/gone, which does not exist", problems)
        self.assertIn("library vanished has no folder core/vanished", problems)
        self.assertIn("core/orphan is not a library in core/CMakeLists.txt", problems)

    def test_gui_and_foreign_library_headers_are_found(self):
        core = self.tree({"net/N.cpp": "#include <curl/curl.h>\n", "parse/P.cpp": "#include <QWidget>\n#include <curl/curl.h>\n"})
        problems = layering.check(layering.read_layers("net:\nparse:\n"), core)
        self.assertEqual(len(problems), 2, problems)
        self.assertIn("core includes a GUI header QWidget", problems[0])
        self.assertIn("only core/net may include curl/curl.h", problems[1])


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False).result.wasSuccessful() else 1)
