#!/usr/bin/env python3
"""Builds resources/citations/court-hierarchy.json from Free Law Project's courts-db.

The binding-or-persuasive classification (core/verify/AuthorityClassifier, issue 27) needs, for
each court of the federal and state systems: its id (CourtListener's), name, citation string,
system, state, level (colr = court of last resort, iac = intermediate appellate court, trial) and
the court its decisions are appealed to. courts-db gives id, name, citation_string, system, type,
location, level and appeal_to, but leaves level and appeal_to empty for many courts. The script
fills them with our own rules, written here and in resources/citations/NOTICE:
  - federal: scotus is the court of last resort; the thirteen courts of appeals (ca1-ca11, cadc,
    cafc) are intermediate and appeal to scotus; a federal district court (type trial, an id ending
    in "d") appeals to the circuit of its state (28 U.S.C. § 41, the STATE_CIRCUIT table below);
  - state: courts-db's level when it is colr or iac; otherwise an appellate court named "Supreme
    Court" (or one of the COURT_OF_LAST_RESORT ids) is the court of last resort and any other
    appellate court of the state's ordinary chain (a "Court of Appeal(s)", "Appellate Division",
    "Appeals Court", "Court of Special Appeals", "Superior Court" of Pennsylvania, "Commonwealth
    Court") is intermediate; trial courts appeal to the state's intermediate court, or to its court
    of last resort when it has none; intermediate courts appeal to the court of last resort.
Courts that fit none of these (tax boards, workers' compensation commissions, territorial and
historical courts with an end date) are left out: the classifier says it does not know them.

Usage: python3 scripts/build-court-hierarchy.py [DATA_DIR]   (default ../shared/data/legal-citations)
"""
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "citations" / "court-hierarchy.json"

# 28 U.S.C. § 41: the circuit of each state's federal district courts (our table).
STATE_CIRCUIT = {
    "ME": "ca1", "MA": "ca1", "NH": "ca1", "RI": "ca1", "PR": "ca1",
    "CT": "ca2", "NY": "ca2", "VT": "ca2",
    "DE": "ca3", "NJ": "ca3", "PA": "ca3", "VI": "ca3",
    "MD": "ca4", "NC": "ca4", "SC": "ca4", "VA": "ca4", "WV": "ca4",
    "LA": "ca5", "MS": "ca5", "TX": "ca5",
    "KY": "ca6", "MI": "ca6", "OH": "ca6", "TN": "ca6",
    "IL": "ca7", "IN": "ca7", "WI": "ca7",
    "AR": "ca8", "IA": "ca8", "MN": "ca8", "MO": "ca8", "NE": "ca8", "ND": "ca8", "SD": "ca8",
    "AK": "ca9", "AZ": "ca9", "CA": "ca9", "HI": "ca9", "ID": "ca9", "MT": "ca9", "NV": "ca9",
    "OR": "ca9", "WA": "ca9", "GU": "ca9", "MP": "ca9",
    "CO": "ca10", "KS": "ca10", "NM": "ca10", "OK": "ca10", "UT": "ca10", "WY": "ca10",
    "AL": "ca11", "FL": "ca11", "GA": "ca11",
    "DC": "cadc",
}
FEDERAL_APPEALS = {"ca1", "ca2", "ca3", "ca4", "ca5", "ca6", "ca7", "ca8", "ca9", "ca10", "ca11", "cadc", "cafc"}
# Courts of last resort whose names do not say "Supreme Court" (our table).
COURT_OF_LAST_RESORT = {"ny", "md", "texcrimapp", "okcrimapp", "dc", "me", "mass", "wva"}
INTERMEDIATE_NAME = re.compile(r"Court of Appeals?\b|Appellate Division|Appeals Court|Court of Special Appeals|"
                               r"Appellate Court|Superior Court of Pennsylvania|Commonwealth Court|Courts of Appeal|"
                               r"Intermediate Court of Appeals|Court of Civil Appeals|Court of Criminal Appeals")


# Intermediate courts courts-db files as trial courts (our table).
INTERMEDIATE = {"njsuperctappdiv"}
STATE_CODE_FIX = {"MARYLAND": "MD", "NDAK": "ND", "SDAK": "SD"}


def current(court):
    return any(d.get("end") is None for d in (court.get("dates") or [{}]))


def main():
    data_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared" / "data" / "legal-citations"
    courts = json.loads((data_dir / "courts-db" / "courts.json").read_text())
    states = json.loads((data_dir / "courts-db" / "states.json").read_text())
    code_of = {name.lower(): STATE_CODE_FIX.get(code, code) for code, name in states.items()}
    code_of["washington d.c."] = "DC"
    code_of["district of columbia"] = "DC"

    rows = {}
    for c in courts:
        system = c.get("system")
        if system not in ("federal", "state") or not current(c):
            continue
        kind = (c.get("type") or "").strip()
        level = (c.get("level") or "").strip()
        state = code_of.get((c.get("location") or "").lower(), "")
        cid = c["id"]
        row = {"id": cid, "name": c.get("name") or cid, "cite": (c.get("citation_string") or "").strip(),
               "system": system, "state": state}
        if system == "federal":
            if cid == "scotus":
                row["level"], row["appealTo"] = "colr", ""
            elif cid in FEDERAL_APPEALS:
                row["level"], row["appealTo"] = "iac", "scotus"
            elif kind == "trial" and cid.endswith("d") and state in STATE_CIRCUIT:
                appeal = c.get("appeal_to")
                appeal = appeal[0] if isinstance(appeal, list) and appeal else appeal
                row["level"] = "trial"
                row["appealTo"] = appeal if appeal in FEDERAL_APPEALS else STATE_CIRCUIT[state]
            else:
                continue
        else:
            if not state:
                continue
            name = row["name"]
            if kind != "appellate" and cid not in INTERMEDIATE and kind != "trial":
                continue
            if "Impeachment" in name:
                continue
            if cid in INTERMEDIATE:
                row["level"] = "iac"
            elif kind == "appellate" and (level == "colr" or cid in COURT_OF_LAST_RESORT or
                                          name.startswith("Supreme Court") or name.endswith("Supreme Court") or
                                          "Supreme Judicial Court" in name):
                row["level"] = "colr"
            elif kind == "appellate" and (level == "iac" or INTERMEDIATE_NAME.search(name)):
                row["level"] = "iac"
            elif kind == "trial" and level in ("gjc", "trial", "gjc & iac", ""):
                row["level"] = "trial"
            else:
                continue
        rows[cid] = row

    # State chains: trial → intermediate (when the state has exactly one) → court of last resort.
    by_state = {}
    for row in rows.values():
        if row["system"] == "state":
            by_state.setdefault(row["state"], []).append(row)
    for state, members in by_state.items():
        colr = [r for r in members if r["level"] == "colr"]
        iac = [r for r in members if r["level"] == "iac"]
        # Texas and Oklahoma have two (civil and criminal); the civil one heads the chain here.
        colr.sort(key=lambda r: ("crim" in r["id"], r["id"]))
        top = colr[0]["id"] if colr else ""
        for r in members:
            if r["level"] == "colr":
                r["appealTo"] = ""
            elif r["level"] == "iac":
                r["appealTo"] = top
            else:
                r["appealTo"] = iac[0]["id"] if len(iac) == 1 else top
    out = {
        "source": {"courts-db": "https://github.com/freelawproject/courts-db",
                   "commit": "b8918b528a45516b28f67a4e9ab769325e986b7e"},
        "courts": sorted(rows.values(), key=lambda r: r["id"]),
        "states": {STATE_CODE_FIX.get(code, code): name for code, name in sorted(states.items())},
    }
    lines = ",\n".join(json.dumps(r, ensure_ascii=False, sort_keys=True, separators=(",", ":")) for r in out["courts"])
    OUT.write_text('{"source":' + json.dumps(out["source"], sort_keys=True, separators=(",", ":")) +
                   ',\n"states":' + json.dumps(out["states"], ensure_ascii=False, sort_keys=True) +
                   ',\n"courts":[\n' + lines + "\n]}\n")
    print(f"{OUT}: {len(rows)} courts")


if __name__ == "__main__":
    main()
