# ui/export: exporting a session (open or from history) as PDF, Word, HTML, Markdown, JSON, CSL-JSON or RIS,
# and printing it (Qt Print Support, part of Debian's qt6-base-dev).
find_package(Qt6 REQUIRED COMPONENTS PrintSupport)
target_link_libraries(lmars_ui PUBLIC Qt6::PrintSupport)
target_sources(lmars_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/SessionExporter.h ${CMAKE_CURRENT_LIST_DIR}/SessionExporter.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ExportPrompt.h ${CMAKE_CURRENT_LIST_DIR}/ExportPrompt.cpp
    ${CMAKE_CURRENT_LIST_DIR}/AnswerPrinter.h ${CMAKE_CURRENT_LIST_DIR}/AnswerPrinter.cpp
)
