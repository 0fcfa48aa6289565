#!/usr/bin/env python3
"""Builds resources/citations/bluebook-tables.json from Free Law Project's reporters-db and courts-db.

Usage: build-bluebook-tables.py [LEGAL_CITATIONS_DIR] [OUTPUT]
   or: build-bluebook-tables.py --check [LEGAL_CITATIONS_DIR] [OUTPUT]   (exit 1 when OUTPUT is stale)

The Bluebook formatter (core/model/BluebookFormatter, issue 28 point 4) needs:
  abbreviations  word -> abbreviation for case names (reporters-db case_name_abbreviations.json,
                 inverted); where the file gives two abbreviations for one word our table picks the
                 current one (PREFERRED below)
  states         state code -> its abbreviation in citations (reporters-db state_abbreviations.json,
                 keyed by courts-db states.json's codes)
  courts         courts-db courts of the federal and state systems with a citation string: id,
                 citation string, state code, whether it is the state's court of last resort, and
                 whether it is the U.S. Supreme Court; a few citation strings are corrected to the
                 form the rules use (COURT_CITE_FIX)
  editions       reporters-db editions of the official, regional, federal and neutral reporters: the
                 canonical abbreviation, the cite type (which orders parallel citations), the state a
                 state reporter's title names (its abbreviation begins with that state's
                 abbreviation: "Cal. Rptr. 3d" names California, "A.D.3d" names no state), and whether
                 it reports the U.S. Supreme Court (a federal reporter named for it, or whose only
                 federal jurisdiction is the Supreme Court); West's unofficial state reporters ("West's
                 California Reporter", "Illinois Decisions", the New York Supplement: UNOFFICIAL_STATE)
                 get the type "state_west", so that parallel citations give the official reporter first,
                 the regional one next and these last (10.3.1)
The result is deterministic (sorted), so --check can compare it byte for byte.
"""
import json
import pathlib
import sys

REPO = pathlib.Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO.parent / "shared" / "data" / "legal-citations"
DEFAULT_OUTPUT = REPO / "resources" / "citations" / "bluebook-tables.json"
SOURCE = {
    "reporters-db": {"url": "https://github.com/freelawproject/reporters-db",
                     "commit": "6b3af4897cc03126665c32e4db683461d768fd97"},
    "courts-db": {"url": "https://github.com/freelawproject/courts-db",
                  "commit": "b8918b528a45516b28f67a4e9ab769325e986b7e"},
    "license": "BSD-2-Clause, Copyright (c) Free Law Project",
}
# Our choice where case_name_abbreviations.json offers two abbreviations of one word: the forms of
# the current rules (T6: "Advert." for Advertising, "Cnty." for County).
PREFERRED = {"Advertising": "Advert.", "County": "Cnty."}
# Citation strings courts-db spells otherwise than the rules (ordinals "2d"/"3d", the Court of
# Appeals of New York, the Supreme Court when no reporter names it) — our corrections.
COURT_CITE_FIX = {"scotus": "U.S.", "ny": "N.Y."}
ORDINAL_FIX = {"2nd ": "2d ", "3rd ": "3d "}
STATE_CODE_FIX = {"MARYLAND": "MD", "NDAK": "ND", "SDAK": "SD"}
# Unofficial state reporters whose names do not begin "West's" (our list).
UNOFFICIAL_STATE = {"N.Y.S."}
CITE_TYPES = {"federal", "state", "state_regional", "neutral", "scotus_early", "specialty", "specialty_west",
              "specialty_lexis"}


def current(court):
    return any(d.get("end") is None for d in (court.get("dates") or [{}]))


def build(data_dir):
    rdb = data_dir / "reporters-db"
    cdb = data_dir / "courts-db"
    abbreviations = {}
    for abbr, words in json.loads((rdb / "case_name_abbreviations.json").read_text()).items():
        for word in words:
            if word in PREFERRED:
                abbreviations[word] = PREFERRED[word]
            elif word not in abbreviations:
                abbreviations[word] = abbr

    names = json.loads((cdb / "states.json").read_text())
    code_of = {name.lower(): STATE_CODE_FIX.get(code, code).lower() for code, name in names.items()}
    code_of["washington d.c."] = "dc"
    code_of["district of columbia"] = "dc"
    states = {}
    for abbr, name in json.loads((rdb / "state_abbreviations.json").read_text()).items():
        code = code_of.get(name.lower())
        if code:
            states[code] = {"abbr": abbr, "name": name}

    courts = []
    for c in json.loads((cdb / "courts.json").read_text()):
        cite = (c.get("citation_string") or "").strip()
        system = c.get("system")
        if not cite or system not in ("federal", "state"):
            continue
        cite = COURT_CITE_FIX.get(c["id"], cite)
        for wrong, right in ORDINAL_FIX.items():
            cite = cite.replace(wrong, right)
        state = "" if system == "federal" else code_of.get((c.get("location") or "").lower(), "")
        courts.append({"id": c["id"], "cite": cite, "state": state, "current": current(c),
                       "colr": (c.get("level") or "") == "colr" or c["id"] == "scotus",
                       "supreme": c["id"] == "scotus"})
    courts.sort(key=lambda x: x["id"])

    by_abbr = sorted(((v["abbr"], k) for k, v in states.items()), key=lambda x: -len(x[0]))
    editions = {}
    for key, reporters in json.loads((rdb / "reporters.json").read_text()).items():
        for r in reporters:
            kind = r.get("cite_type") or ""
            if kind not in CITE_TYPES:
                continue
            federal_places = {m.split(";")[1] for m in r.get("mlz_jurisdiction") or []
                              if m.startswith("us;") and ";" in m} | \
                             {m for m in r.get("mlz_jurisdiction") or [] if m.startswith("us:c") or m.startswith("us:fed")}
            supreme = kind == "scotus_early" or (kind == "federal" and (
                "Supreme Court" in r.get("name", "") or federal_places == {"supreme.court"}))
            if kind == "state" and (r.get("name", "").startswith("West's") or key in UNOFFICIAL_STATE):
                kind = "state_west"
            for edition in r.get("editions", {}):
                state = ""
                if kind in ("state", "state_west"):
                    for abbr, code in by_abbr:
                        if edition.startswith(abbr):
                            state = code
                            break
                entry = {"type": kind, "state": state, "supreme": supreme}
                # The first reporter listed under a spelling is reporters-db's main one.
                editions.setdefault(edition, entry)
    return {"source": SOURCE, "abbreviations": dict(sorted(abbreviations.items())),
            "states": dict(sorted(states.items())), "courts": courts,
            "editions": dict(sorted(editions.items()))}


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    data_dir = pathlib.Path(args[0]) if args else DEFAULT_DATA
    output = pathlib.Path(args[1]) if len(args) > 1 else DEFAULT_OUTPUT
    text = json.dumps(build(data_dir), ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"
    if check:
        if not output.exists() or output.read_text() != text:
            print(f"{output} is stale: run scripts/build-bluebook-tables.py", file=sys.stderr)
            return 1
        return 0
    output.write_text(text)
    print(f"wrote {output} ({len(text)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
