# Strict compile settings applied to every first-party target (-Wshadow=local is GCC's alone: clang,
# which builds the fuzz targets, warned on every file that it does not know it).
function(lmars_set_compile_options target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic $<$<CXX_COMPILER_ID:GNU>:-Wshadow=local> -Wnon-virtual-dtor)
    if(LMARS_WARNINGS_AS_ERRORS)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING
        QT_USE_QSTRINGBUILDER QT_NO_FOREACH QT_NO_KEYWORDS)
endfunction()
