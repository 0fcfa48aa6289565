# ui/library: the document library panel.
target_sources(lmars_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/LibraryModel.h ${CMAKE_CURRENT_LIST_DIR}/LibraryModel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LibraryJobs.h ${CMAKE_CURRENT_LIST_DIR}/LibraryJobs.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LibraryPanel.h ${CMAKE_CURRENT_LIST_DIR}/LibraryPanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/SearchSyntaxChoice.h ${CMAKE_CURRENT_LIST_DIR}/SearchSyntaxChoice.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LibrarySearchResults.h ${CMAKE_CURRENT_LIST_DIR}/LibrarySearchResults.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LibraryFailureList.h ${CMAKE_CURRENT_LIST_DIR}/LibraryFailureList.cpp
    ${CMAKE_CURRENT_LIST_DIR}/VectorStatusLabel.h ${CMAKE_CURRENT_LIST_DIR}/VectorStatusLabel.cpp
)
