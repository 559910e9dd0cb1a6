# Turns text files (shader templates) into a C++ source with one string constant per file,
# so the vktexel binary carries its templates and runs from any directory.
function(vktexel_embed_files OUTPUT_CPP NAMESPACE)
  set(inputs ${ARGN})
  string(REPLACE ";" "|" packed "${inputs}")  # a shell-safe list separator
  add_custom_command(
    OUTPUT ${OUTPUT_CPP}
    COMMAND ${CMAKE_COMMAND} -DOUTPUT=${OUTPUT_CPP} -DNAMESPACE=${NAMESPACE}
            "-DINPUTS=${packed}" -P ${PROJECT_SOURCE_DIR}/cmake/EmbedFilesScript.cmake
    DEPENDS ${inputs} ${PROJECT_SOURCE_DIR}/cmake/EmbedFilesScript.cmake
    COMMENT "Embedding ${NAMESPACE} templates"
    VERBATIM)
endfunction()
