# Citation extraction and the offline checks (core/parse, core/verify); included by
# tests/fuzz/CMakeLists.txt. Corpus: corpus/citations (a sample of tests/fixtures/citations, edge
# cases, and crash-*.txt: inputs the fuzzer found, kept as regression tests). Run with the fuzz
# preset: build/fuzz/tests/fuzz/fuzz_citations -max_total_time=60 -max_len=16384 NEW_DIR
# tests/fuzz/corpus/citations
lmars_add_fuzz_target(citations SOURCES fuzz_citations.cpp LIBS lmars_parse lmars_verify)
