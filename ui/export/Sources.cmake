# ui/export: exporting a session (open or from history) as PDF, HTML, Markdown or JSON.
target_sources(lmars_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/SessionExporter.h ${CMAKE_CURRENT_LIST_DIR}/SessionExporter.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ExportPrompt.h ${CMAKE_CURRENT_LIST_DIR}/ExportPrompt.cpp
)
