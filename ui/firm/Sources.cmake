# ui/firm: the firm server in the GUI (Settings page, backend status, matters).
target_sources(lmars_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/FirmLog.h ${CMAKE_CURRENT_LIST_DIR}/FirmLog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ServerAddress.h ${CMAKE_CURRENT_LIST_DIR}/ServerAddress.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MatterCombo.h ${CMAKE_CURRENT_LIST_DIR}/MatterCombo.cpp
    ${CMAKE_CURRENT_LIST_DIR}/BackendMonitor.h ${CMAKE_CURRENT_LIST_DIR}/BackendMonitor.cpp
    ${CMAKE_CURRENT_LIST_DIR}/BackendStatusWidget.h ${CMAKE_CURRENT_LIST_DIR}/BackendStatusWidget.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FirmServerPage.h ${CMAKE_CURRENT_LIST_DIR}/FirmServerPage.cpp
)
