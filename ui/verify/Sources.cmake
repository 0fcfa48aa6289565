# ui/verify: checking the citations of a document (issue 13, point 8).
target_sources(lmars_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/DocumentCheckDialog.h ${CMAKE_CURRENT_LIST_DIR}/DocumentCheckDialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DocumentDropTarget.h ${CMAKE_CURRENT_LIST_DIR}/DocumentDropTarget.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RecheckDialog.h ${CMAKE_CURRENT_LIST_DIR}/RecheckDialog.cpp
)
