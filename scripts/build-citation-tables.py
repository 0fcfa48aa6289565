#!/usr/bin/env python3
"""Builds resources/citations/citation-tables.json from Free Law Project's reporters-db and courts-db.

Usage: build-citation-tables.py [LEGAL_CITATIONS_DIR] [OUTPUT]
   or: build-citation-tables.py --check [LEGAL_CITATIONS_DIR] [OUTPUT]   (exit 1 when OUTPUT is stale)

LEGAL_CITATIONS_DIR defaults to ../shared/data/legal-citations beside the repository (see its
SOURCE.md). The output keeps only the facts the citation extractor and the offline checks need:
  reporters  one entry per edition: canonical abbreviation, reporter family, name, cite type,
             first and last year, the spellings that mean it (reporters-db variations, plus
             "2nd"/"3rd" for "2d"/"3d"), and where it publishes ("federal" and/or state codes,
             reduced from mlz_jurisdiction)
  courts     courts with a citation string: id, citation string, system, state code
  laws       statutory and administrative codes of laws.json that are cited "<code> § <section>"
             (optionally with a title or chapter number before, or "tit. N," / "ch. N," after), or
             "<chapter> <code> <act>/<section>" (form "slash", Illinois), as regular-expression
             fragments for the code's name
The result is deterministic (sorted), so --check can compare it byte for byte.
"""
import json
import pathlib
import re
import sys

REPO = pathlib.Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO.parent / "shared" / "data" / "legal-citations"
DEFAULT_OUTPUT = REPO / "resources" / "citations" / "citation-tables.json"
SOURCE = {
    "reporters-db": {"url": "https://github.com/freelawproject/reporters-db",
                     "commit": "6b3af4897cc03126665c32e4db683461d768fd97"},
    "courts-db": {"url": "https://github.com/freelawproject/courts-db",
                  "commit": "b8918b528a45516b28f67a4e9ab769325e986b7e"},
    "license": "BSD-2-Clause, Copyright (c) Free Law Project",
}
# Cited with their own rules by the extractor (title number first, or a number form).
FEDERAL_LAWS = {"U.S.C.", "C.F.R.", "Pub. L.", "Stat.", "Fed. Reg."}
LAW_KINDS = {"leg_statute": "statute", "admin_compilation": "regulation"}
# Spellings courts use that laws.json lacks (our addition, not Free Law Project's): code key -> extra spellings.
EXTRA_SPELLINGS = {"N.C. Gen. Stat.": ["N.C.G.S."], "Ill. Comp. Stat.": ["ILCS"]}
# Neutral citations adopted after the reporters-db snapshot (our addition, not Free Law Project's):
# North Carolina's appellate courts number their opinions "2021-NCSC-57" and "2021-NCCOA-123" from 2021.
EXTRA_REPORTERS = [
    {"edition": "NCSC", "reporter": "NCSC", "name": "North Carolina Neutral Citation (Supreme Court)",
     "type": "neutral", "start": 2021, "end": None, "publishesIn": ["nc"], "spellings": ["NCSC"]},
    {"edition": "NCCOA", "reporter": "NCCOA", "name": "North Carolina Neutral Citation (Court of Appeals)",
     "type": "neutral", "start": 2021, "end": None, "publishesIn": ["nc"], "spellings": ["NCCOA"]},
]


def year_of(stamp):
    return int(stamp[:4]) if stamp else None


def publishes_in(mlz_codes):
    """'federal' and/or lower-case state codes from mlz jurisdictions like 'us:c9;court.appeals'."""
    places = set()
    for code in mlz_codes:
        parts = code.split(";", 1)[0].split(":")
        if parts[0] != "us":
            continue
        if len(parts) == 1:
            places.add("federal")
            continue
        second = parts[1]
        if re.fullmatch(r"c\d*|fed", second) or "." in second:
            places.add("federal")
        elif re.fullmatch(r"[a-z]{2}", second):
            places.add(second)
    return sorted(places)


def ordinal_spellings(spelling):
    """'F.3d' -> 'F.3rd', 'So. 2d' -> 'So. 2nd': common non-Bluebook ordinals."""
    extra = set()
    for short, long in (("2d", "2nd"), ("3d", "3rd")):
        if re.search(r"(?<![0-9A-Za-z])" + short + r"(?![A-Za-z])", spelling):
            extra.add(re.sub(r"(?<![0-9A-Za-z])" + short + r"(?![A-Za-z])", long, spelling))
    return extra


def build_reporters(reporters):
    editions = {}
    for family, entries in reporters.items():
        for entry in entries:
            places = publishes_in(entry.get("mlz_jurisdiction", []))
            for edition, dates in entry["editions"].items():
                spellings = {edition}
                spellings.update(v for v, target in entry.get("variations", {}).items() if target == edition)
                for s in list(spellings):
                    spellings.update(ordinal_spellings(s))
                key = (edition, entry["name"])
                editions[key] = {
                    "edition": edition,
                    "reporter": family,
                    "name": entry["name"],
                    "type": entry["cite_type"],
                    "start": year_of(dates.get("start")),
                    "end": year_of(dates.get("end")),
                    "publishesIn": places,
                    "spellings": sorted(spellings),
                }
    for extra in EXTRA_REPORTERS:
        editions.setdefault((extra["edition"], extra["name"]), extra)
    return [editions[k] for k in sorted(editions)]


def build_courts(courts, states):
    state_code = {name.lower(): code.lower() for code, name in states.items()}
    rows = []
    for court in courts:
        cite = (court.get("citation_string") or "").strip()
        if not cite or court.get("system") not in ("federal", "state"):
            continue
        state = "" if court["system"] == "federal" else state_code.get((court.get("location") or "").lower(), "")
        rows.append({"id": court["id"], "cite": cite, "system": court["system"], "state": state})
    return sorted(rows, key=lambda r: (r["cite"], r["id"]))


def literal(text):
    """A regex fragment matching text literally, spaces kept as plain spaces (the extractor lets
    any run of whitespace match one)."""
    return re.escape(text).replace("\\ ", " ")


def code_form(template):
    """'section' for "[N] <code> [tit. N,|ch. N,] § n", 'slash' for "N <code> N / n", else None."""
    if re.match(r"^\(\?P<chapter>\\d\+\) \$reporter \(\?P<act>\\d\+\) / \$law_section$", template):
        return "slash"
    if re.match(r"^(?:\(\?P<(?:title|chapter)>\\d\+\) )?(\$reporter|\(\?P<reporter>(.*?)\))"
                r"(?: tit\\\. \(\?P<title>\\d\+\),| ch\\\. \(\?P<chapter>\\d\+\),)? § \$law_section$", template):
        return "section"
    return None


def code_name_pattern(template, key, variables):
    """The regex fragment for a code's name from a laws.json template, or None for other forms."""
    if code_form(template) == "slash":
        return literal(key)
    m = re.match(r"^(?:\(\?P<(?:title|chapter)>\\d\+\) )?(\$reporter|\(\?P<reporter>(.*?)\))", template)
    if not m or not code_form(template):
        return None
    if m.group(1) == "$reporter":
        return literal(key)
    fragment = m.group(2)
    fragment = fragment.replace("$law_subject", variables["subject"])
    fragment = fragment.replace("$law_subject_word", variables["subject_word"])
    fragment = re.sub(r"\(\?P<\w+>", "(?:", fragment)
    # "Tex. Fam. Code Ann." is as often cited without "Ann."; the word is optional.
    if fragment.endswith(" Ann\\."):
        fragment = fragment[: -len(" Ann\\.")] + "(?: Ann\\.)?"
    return fragment.replace("{,", "{0,")


def build_laws(laws, regexes):
    law = regexes["law"]
    variables = {"subject_word": law["subject_word"],
                 "subject": law["subject"].replace("$law_subject_word", law["subject_word"])}
    rows = []
    for key, entries in laws.items():
        if key in FEDERAL_LAWS:
            continue
        for entry in entries:
            kind = LAW_KINDS.get(entry["cite_type"])
            if not kind:
                continue
            patterns = set()
            forms = {code_form(t) for t in entry.get("regexes", [])} - {None}
            for template in entry.get("regexes", []):
                fragment = code_name_pattern(template, key, variables)
                if fragment:
                    patterns.add(fragment)
                    if fragment == literal(key):
                        patterns.update(literal(v) for v in entry.get("variations", []) + EXTRA_SPELLINGS.get(key, []))
            if patterns:
                rows.append({"key": key, "kind": kind, "jurisdiction": entry.get("jurisdiction") or "",
                             "name": entry["name"], "form": "slash" if forms == {"slash"} else "section",
                             "patterns": sorted(patterns)})
    return sorted(rows, key=lambda r: r["key"])


def build(data_dir):
    reporters_dir, courts_dir = data_dir / "reporters-db", data_dir / "courts-db"
    load = lambda p: json.loads(p.read_text(encoding="utf-8"))
    tables = {
        "source": SOURCE,
        "reporters": build_reporters(load(reporters_dir / "reporters.json")),
        "courts": build_courts(load(courts_dir / "courts.json"), load(courts_dir / "states.json")),
        "laws": build_laws(load(reporters_dir / "laws.json"), load(reporters_dir / "regexes.json")),
    }
    return json.dumps(tables, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n"


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    data_dir = pathlib.Path(args[0]) if args else DEFAULT_DATA
    output = pathlib.Path(args[1]) if len(args) > 1 else DEFAULT_OUTPUT
    if not (data_dir / "reporters-db" / "reporters.json").is_file():
        print(f"no reporters-db under {data_dir}", file=sys.stderr)
        return 2
    text = build(data_dir)
    if check:
        current = output.read_text(encoding="utf-8") if output.is_file() else ""
        if current != text:
            print(f"{output} is not current: run scripts/build-citation-tables.py", file=sys.stderr)
            return 1
        print(f"{output} is current")
        return 0
    output.write_text(text, encoding="utf-8")
    print(f"wrote {output} ({len(text)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
