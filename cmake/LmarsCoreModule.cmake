# lmars_core_module(NAME DEPS folder... [LIBS target...])
# Creates lmars_NAME, the static library of core/NAME. DEPS are the core folders it may include and
# link (public), LIBS its third-party libraries (private). The folder lists its sources with
# target_sources(lmars_NAME ...).
#
# The build enforces the layering (docs/ARCHITECTURE.md, "Folders and targets"): a target's include
# path holds only its own folder and, through its DEPS, theirs. Each folder gets an include root in
# the build tree, <build>/include/NAME, holding one entry NAME, a symbolic link to core/NAME; so
# "sqlite/Statement.h" resolves for lmars_sqlite and every target that links it, and a header of a
# folder a target does not depend on is not found: the compile fails (tests/layering proves it).
function(lmars_core_module name)
    cmake_parse_arguments(M "" "" "DEPS;LIBS" ${ARGN})
    set(folder ${LMARS_CORE_DIR}/${name})
    set(root ${CMAKE_BINARY_DIR}/include/${name})
    set(link ${root}/${name})
    if(IS_SYMLINK ${link})
        file(READ_SYMLINK ${link} points_to)
        if(NOT "${points_to}" STREQUAL "${folder}")
            file(REMOVE ${link})
        endif()
    endif()
    if(NOT IS_SYMLINK ${link})
        file(MAKE_DIRECTORY ${root})
        file(CREATE_LINK ${folder} ${link} SYMBOLIC)
    endif()
    add_library(lmars_${name} STATIC)
    target_include_directories(lmars_${name} PUBLIC ${root})
    target_link_libraries(lmars_${name} PUBLIC Qt6::Core nlohmann_json::nlohmann_json)
    foreach(dep IN LISTS M_DEPS)
        if(NOT TARGET lmars_${dep})
            message(FATAL_ERROR "core/${name} depends on core/${dep}, which is not added before it")
        endif()
        target_link_libraries(lmars_${name} PUBLIC lmars_${dep})
    endforeach()
    if(M_LIBS)
        target_link_libraries(lmars_${name} PRIVATE ${M_LIBS})
    endif()
    lmars_set_compile_options(lmars_${name})
    string(REPLACE ";" "," deps_text "${M_DEPS}")
    set_property(GLOBAL APPEND PROPERTY LMARS_CORE_LAYERS "${name}:${deps_text}")
endfunction()
