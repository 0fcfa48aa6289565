# Fuzz targets of the model-reply parsers, included by tests/fuzz/CMakeLists.txt:
#   sse           SSE lines → events → JSON chunks → ReasoningSplitter (core/net, core/llm)
#   json_extract  JsonExtractor and ReasoningSplitter on a whole reply (core/llm)
lmars_add_fuzz_target(sse SOURCES fuzz_sse.cpp LIBS lmars_llm lmars_net)
lmars_add_fuzz_target(json_extract SOURCES fuzz_json_extract.cpp LIBS lmars_llm)
