# The model-reasoning panel: the run's model calls as collapsed "model reasoning" rows and the
# "continue" action for a cut-off or interrupted answer.
target_sources(lmars_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/ModelReasoningPanel.h ${CMAKE_CURRENT_LIST_DIR}/ModelReasoningPanel.cpp
)
