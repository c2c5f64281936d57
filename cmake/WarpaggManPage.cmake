# Turns a tool's --help into a roff man page, gzipped as Debian installs
# them (help2man is not in the base image; this is all it needs to do):
#
#   cmake -DTOOL=<exe> -DNAME=<name> -DWHATIS=<one line> -DVERSION=<v>
#         -DOUT=<dir> -P WarpaggManPage.cmake      ->  <dir>/<name>.1.gz
#
# The text is kept as the tool prints it (no-fill); each "WORD:" heading at
# the start of a line (OVERVIEW, USAGE, OPTIONS) becomes a section.
cmake_minimum_required(VERSION 3.20)
execute_process(COMMAND "${TOOL}" --help OUTPUT_VARIABLE _help
                RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0 OR _help STREQUAL "")
  message(FATAL_ERROR "'${TOOL} --help' failed (status ${_rc}): ${_err}")
endif()
# roff escapes: the backslash, minus signs (options), and a leading dot or
# quote, which would start a request.
string(REPLACE "\\" "\\e" _help "${_help}")
string(REPLACE "-" "\\-" _help "${_help}")
set(_help "\n${_help}")
string(REGEX REPLACE "\n([.'])" "\n\\\\&\\1" _help "${_help}")
string(REGEX REPLACE "\n([A-Z][A-Z ]+):[ ]*" "\n.SH \\1\n.nf\n" _help "${_help}")
string(TOUPPER "${NAME}" _title)
string(REPLACE "-" "\\-" _name "${NAME}")
file(MAKE_DIRECTORY "${OUT}")
file(WRITE "${OUT}/${NAME}.1"
  ".TH ${_title} 1 \"\" \"${NAME} ${VERSION}\" \"User Commands\"\n"
  ".SH NAME\n${_name} \\- ${WHATIS}\n${_help}\n.fi\n")
file(ARCHIVE_CREATE OUTPUT "${OUT}/${NAME}.1.gz" PATHS "${OUT}/${NAME}.1"
     FORMAT raw COMPRESSION GZip)
