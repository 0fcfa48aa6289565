# Fuzz targets of the model-reply parsers, included by tests/fuzz/CMakeLists.txt:
#   fuzz_sse           SSE lines → events → JSON chunks → ReasoningSplitter (core/net, core/llm)
#   fuzz_json_extract  JsonExtractor and ReasoningSplitter on a whole reply (core/llm)
# With LMARS_BUILD_FUZZ=ON and clang they are libFuzzer binaries, e.g.
#   build/fuzz/tests/fuzz/fuzz_sse -max_total_time=60 tests/fuzz/corpus/sse
# In every build the committed corpus is replayed by the ctests fuzz_sse_corpus and
# fuzz_json_extract_corpus.
foreach(target fuzz_sse fuzz_json_extract)
    string(REPLACE "fuzz_" "" corpus ${target})
    add_executable(${target}_replay ${CMAKE_CURRENT_LIST_DIR}/${target}.cpp ${CMAKE_CURRENT_LIST_DIR}/llm_replay_main.cpp)
    target_link_libraries(${target}_replay PRIVATE lmars_llm lmars_net Qt6::Core)
    lmars_set_compile_options(${target}_replay)
    add_test(NAME ${target}_corpus COMMAND ${target}_replay ${CMAKE_CURRENT_LIST_DIR}/corpus/${corpus})

    if(LMARS_BUILD_FUZZ)
        add_executable(${target} ${CMAKE_CURRENT_LIST_DIR}/${target}.cpp)
        target_link_libraries(${target} PRIVATE lmars_llm lmars_net Qt6::Core)
        target_compile_options(${target} PRIVATE -fsanitize=fuzzer,address)
        target_link_options(${target} PRIVATE -fsanitize=fuzzer,address)
    endif()
endforeach()

if(LMARS_BUILD_FUZZ)
    # Coverage and ASan inside the code under test, not only in the targets.
    foreach(library lmars_net lmars_llm)
        target_compile_options(${library} PRIVATE -fsanitize=fuzzer-no-link,address)
    endforeach()
endif()
