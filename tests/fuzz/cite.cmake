# Citation extraction and the offline checks (core/parse, core/verify); included by
# tests/fuzz/CMakeLists.txt. Corpus: corpus/citations (seeded from tests/fixtures/citations).
lmars_add_fuzz_target(citations SOURCES fuzz_citations.cpp LIBS lmars_parse lmars_verify)
