# cmake -DBUILD_DIR=... -DNAME=... -DTARGET=... -DHEADER=... -DEXPECT=FAIL|PASS -P ExpectCompile.cmake
# Builds one layering probe NAME (TARGET: its object file, or the probe target) and checks the
# compiler's verdict (tests/layering/CMakeLists.txt).
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target ${TARGET}
                RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(EXPECT STREQUAL "FAIL")
    if(result EQUAL 0)
        message(FATAL_ERROR "${NAME}: \"${HEADER}\" compiled, but its folder does not depend on that header's folder")
    endif()
    string(FIND "${output}" "${HEADER}" at)
    if(at EQUAL -1 OR NOT output MATCHES "No such file or directory|file not found")
        message(FATAL_ERROR "${NAME}: the build failed, but not because \"${HEADER}\" was not found:\n${output}")
    endif()
    message(STATUS "${NAME}: \"${HEADER}\" is not found, as it should not be")
elseif(EXPECT STREQUAL "PASS")
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${NAME}: \"${HEADER}\" should compile:\n${output}")
    endif()
    message(STATUS "${NAME}: \"${HEADER}\" compiles")
else()
    message(FATAL_ERROR "EXPECT must be FAIL or PASS, not \"${EXPECT}\"")
endif()
