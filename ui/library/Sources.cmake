# ui/library: the document library panel.
target_sources(lmars_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/LibraryModel.h ${CMAKE_CURRENT_LIST_DIR}/LibraryModel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LibraryJobs.h ${CMAKE_CURRENT_LIST_DIR}/LibraryJobs.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LibraryPanel.h ${CMAKE_CURRENT_LIST_DIR}/LibraryPanel.cpp
)
