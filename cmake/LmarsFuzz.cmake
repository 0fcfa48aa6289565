# LMARS_BUILD_FUZZ=ON: libFuzzer targets for the parsers (tests/fuzz). Clang only; the whole build is
# then instrumented for coverage (-fsanitize=fuzzer-no-link) and checked by AddressSanitizer and
# UndefinedBehaviorSanitizer. Use the "fuzz" preset; the normal builds are unaffected.
option(LMARS_BUILD_FUZZ "Build the libFuzzer targets of tests/fuzz (clang only)" OFF)
if(LMARS_BUILD_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "LMARS_BUILD_FUZZ needs clang (libFuzzer); configure with the \"fuzz\" preset")
    endif()
    add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
                        -fno-omit-frame-pointer -g)
    add_link_options(-fsanitize=address,undefined)
endif()
