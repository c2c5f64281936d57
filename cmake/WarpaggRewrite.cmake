# WarpaggRewrite.cmake: compile a CUDA target from warpagg-rewritten copies of
# its .cu sources.
#
#   warpagg_rewrite_sources(<target>
#     [CUDA_GPU_ARCH <sm_XX>]   # arch the device side is parsed for; default:
#                               # the lowest of the target's CUDA_ARCHITECTURES
#                               # that is sm_75 or newer, else warpagg's (sm_90)
#     [STRATEGY <name>]         # --strategy: adaptive (warpagg's default), runs,
#                               # match, ballot_loop (uniform is picked per site
#                               # by the tool, never as a default)
#     [CUDA_PATH <dir>]         # default: $WARPAGG_CUDA_PATH, else the toolkit
#                               # of CMAKE_CUDA_COMPILER
#     [QUIET]                   # --quiet: no per-site remarks in the build log
#     [WARPAGG_ARGS <opt>...]   # more warpagg options (e.g. --shared=rewrite)
#     [EXTRA_ARGS <flag>...])   # more compiler flags for the parse (after --)
#
# For each source of <target> whose name ends in .cu (or whose LANGUAGE
# property is CUDA) it adds a custom command
#
#   warpagg <src> -o <build>/warpagg/<target>/<path of src>.cu -- <flags>
#
# and compiles that file instead of <src>. <flags> are the target's include
# directories and compile definitions (as CUDA sees them: $<COMPILE_LANGUAGE>
# and $<CONFIG> are honoured), those of its compile options that are -D, -U,
# -I or -std=, its language standard (CUDA_STANDARD or cuda_std_XX), the
# source's own INCLUDE_DIRECTORIES and COMPILE_DEFINITIONS, and EXTRA_ARGS.
# Other options (e.g. --expt-relaxed-constexpr) do not reach the parse: give
# what it needs in EXTRA_ARGS. The rewrite re-runs when the source, a
# non-system header it includes, the warpagg executable or those flags
# change: warpagg writes <out>.d (--depfile) and the custom command reads it
# (DEPFILE: Ninja and Makefile generators, and with CMake 3.21 or newer also
# Visual Studio and Xcode; elsewhere headers are not watched, and a changed
# header only recompiles the rewritten file).
#
# The target also gets the runtime's include directory; each rewritten copy
# is compiled with the original's flags and no other search path: warpagg
# writes the original's quote includes that found a header beside it as
# that header's absolute path, so `#include "x.h"` next to the source still
# resolves and every other include finds what the original's finds.
# warpagg's `#line` directives make diagnostics, __FILE__ and debuggers name
# the original.
#
# A source warpagg cannot rewrite (clang cannot parse it, a flag it refuses,
# a crash) does not break the build: its copy compiles the original
# unchanged (`#include "<original>"`) and one line says so, as
# warpagg-launch does:
#   warpagg: warning: <src>: compiled unchanged: <warpagg's error> (command in <file>)
#
# To rewrite every CUDA target of a project without naming them, use the
# compiler launcher instead: set(CMAKE_CUDA_COMPILER_LAUNCHER ${WARPAGG_LAUNCHER}).
#
# Two cache settings apply to both ways:
#   WARPAGG_STRICT (BOOL, OFF)   a source that cannot be rewritten fails the
#                                build instead of compiling unchanged
#                                (warpagg-launch --strict, and here an error
#                                in place of the warning line)
#   WARPAGG_LAUNCH_ARGS (STRING) more warpagg options for the launcher
#                                ("--strategy=runs --fuse=off"), given on its
#                                command line (--warpagg-args=...), so that a
#                                change compiles every CUDA source again
#                                (WARPAGG_ARGS in the environment does not)
# With find_package(warpagg), WARPAGG_LAUNCHER then holds these options
# after the launcher's path: set them before find_package (or with -D).
#
# Call it in the directory that creates <target>, after its sources are added.
#
# The warpagg tool is, in this order: ${WARPAGG_EXECUTABLE} if set; the
# target warpagg::warpagg (find_package(warpagg) or add_subdirectory of
# warpagg); `warpagg` on the PATH. The runtime headers are: the target
# warpagg::runtime; ${WARPAGG_RUNTIME_INCLUDE_DIR} if set; found next to this
# file (source tree: <warpagg>/runtime/include; installed:
# <prefix>/include). Without installing:
#
#   set(WARPAGG_EXECUTABLE /path/to/warpagg/build/bin/warpagg)
#   include(/path/to/warpagg/cmake/WarpaggRewrite.cmake)
#
# This file is also the script the custom commands run (cmake -P), so that
# the flags can be read from a file that file(GENERATE) evaluates for CUDA.

if(CMAKE_SCRIPT_MODE_FILE AND DEFINED WARPAGG_ARGS_FILE)
  # Script mode: run warpagg with the arguments in WARPAGG_ARGS_FILE, one a
  # line (the first is the tool), to rewrite WARPAGG_SOURCE to
  # WARPAGG_OUTPUT. It never breaks the build: when warpagg fails (clang
  # cannot parse the file, a flag it refuses, a crash) the output compiles
  # the original unchanged, and one warning line says why, as
  # warpagg-launch does. An output that compiles the original is one line,
  # `#include "<original>"`: the original is then read from its own
  # directory, so its quote includes find what they always find (a copy of
  # its text would look beside the copy).
  cmake_policy(VERSION 3.20)
  function(_warpagg_compile_original)
    if(WARPAGG_SOURCE MATCHES "[\"\n]")
      # Not nameable in an #include: the text, after a '#line' naming it.
      file(READ "${WARPAGG_SOURCE}" _wa_source)
      string(REPLACE "\\" "\\\\" _wa_quoted "${WARPAGG_SOURCE}")
      string(REPLACE "\"" "\\\"" _wa_quoted "${_wa_quoted}")
      file(WRITE "${WARPAGG_OUTPUT}" "#line 1 \"${_wa_quoted}\"\n${_wa_source}")
    else()
      file(WRITE "${WARPAGG_OUTPUT}" "#include \"${WARPAGG_SOURCE}\"\n")
    endif()
  endfunction()
  file(READ "${WARPAGG_ARGS_FILE}" _wa_text)
  string(REPLACE ";" "\\;" _wa_text "${_wa_text}")
  string(REPLACE "\n" ";" _wa_args "${_wa_text}")
  list(FILTER _wa_args EXCLUDE REGEX "^$")
  execute_process(COMMAND ${_wa_args} RESULT_VARIABLE _wa_rc
                  ERROR_VARIABLE _wa_err)
  string(STRIP "${_wa_err}" _wa_err)
  if(_wa_rc EQUAL 0)
    if(_wa_err)
      message("${_wa_err}")
    endif()
    file(READ "${WARPAGG_SOURCE}" _wa_old)
    file(READ "${WARPAGG_OUTPUT}" _wa_new)
    if(_wa_new STREQUAL _wa_old) # nothing rewritten
      _warpagg_compile_original()
    endif()
    return()
  endif()
  # warpagg's own error (it sums clang's up), else the first error line.
  set(_wa_why "warpagg exited with status ${_wa_rc}")
  if(_wa_err MATCHES "(warpagg: error: [^\n]*)")
    set(_wa_why "${CMAKE_MATCH_1}")
  elseif(_wa_err MATCHES "([^\n]*error: [^\n]*)")
    set(_wa_why "${CMAKE_MATCH_1}")
  endif()
  if(WARPAGG_STRICT) # the reason on one line, as the warning's, then fail
    message("warpagg: error: ${WARPAGG_SOURCE}: not rewritten (WARPAGG_STRICT): ${_wa_why} (command in ${WARPAGG_ARGS_FILE})")
    message(FATAL_ERROR "warpagg: WARPAGG_STRICT is on: the rewrite must not fail")
  endif()
  message("warpagg: warning: ${WARPAGG_SOURCE}: compiled unchanged: ${_wa_why} (command in ${WARPAGG_ARGS_FILE})")
  _warpagg_compile_original()
  if(WARPAGG_DEPFILE)
    string(REPLACE " " "\\ " _wa_dep "${WARPAGG_SOURCE}")
    string(REPLACE " " "\\ " _wa_target "${WARPAGG_OUTPUT}")
    file(WRITE "${WARPAGG_DEPFILE}" "${_wa_target}: ${_wa_dep}\n")
  endif()
  return()
endif()

if(CMAKE_VERSION VERSION_LESS 3.20)
  message(FATAL_ERROR "WarpaggRewrite.cmake needs CMake 3.20 or newer")
endif()
option(WARPAGG_STRICT
  "warpagg: fail the build where a CUDA source cannot be rewritten" OFF)
set(WARPAGG_LAUNCH_ARGS "" CACHE STRING
  "warpagg: more warpagg options for warpagg-launch, on its command line")
# The launcher's build report directory: a launcher option, which needs
# neither `env` nor a variable in the environment of every compile.
set(WARPAGG_REPORT_DIR "${CMAKE_BINARY_DIR}/warpagg-report" CACHE PATH
  "warpagg: where warpagg-launch leaves one record per compile, for 'warpagg report' (empty: nowhere)")
# The launcher's command: its path (the first element, whatever an earlier
# inclusion added after it), then the options above.
if(WARPAGG_LAUNCHER)
  list(GET WARPAGG_LAUNCHER 0 _wa_launcher)
  set(WARPAGG_LAUNCHER "${_wa_launcher}")
  if(WARPAGG_STRICT)
    list(APPEND WARPAGG_LAUNCHER --strict)
  endif()
  if(NOT WARPAGG_LAUNCH_ARGS STREQUAL "")
    list(APPEND WARPAGG_LAUNCHER "--warpagg-args=${WARPAGG_LAUNCH_ARGS}")
  endif()
  if(WARPAGG_REPORT_DIR)
    list(APPEND WARPAGG_LAUNCHER "--report-dir=${WARPAGG_REPORT_DIR}")
  endif()
  unset(_wa_launcher)
endif()

# Paths in a DEPFILE are taken relative to the current binary directory (the
# tool writes absolute ones), and CMake rewrites them for Ninja. This file's
# own policy scope: the function below keeps it, the caller's is untouched.
cmake_policy(SET CMP0116 NEW)

# Sets <out_cmd> to the warpagg executable (a path or generator expression)
# and <out_deps> to what the rewrite must depend on.
function(_warpagg_find_tool out_cmd out_deps)
  set(_how "find_package(warpagg CONFIG REQUIRED) with CMAKE_PREFIX_PATH naming "
           "the install prefix, or WARPAGG_EXECUTABLE set to the absolute path of "
           "the tool (<warpagg>/build/bin/warpagg after scripts/build.sh, "
           "<prefix>/bin/warpagg after cmake --install)")
  string(JOIN "" _how ${_how})
  if(WARPAGG_EXECUTABLE)
    set(_tool "${WARPAGG_EXECUTABLE}")
    if(NOT IS_ABSOLUTE "${_tool}" OR IS_DIRECTORY "${_tool}" OR NOT EXISTS "${_tool}")
      message(FATAL_ERROR "warpagg_rewrite_sources: WARPAGG_EXECUTABLE is "
        "'${_tool}', which is not an existing file given by its absolute path. Use ${_how}.")
    endif()
  elseif(TARGET warpagg::warpagg)
    set(${out_cmd} "$<TARGET_FILE:warpagg::warpagg>" PARENT_SCOPE)
    # A target of this build (add_subdirectory of warpagg) is named by its
    # real name so that the rewrite waits for it; an imported one by its file.
    get_target_property(_real warpagg::warpagg ALIASED_TARGET)
    if(_real)
      set(${out_deps} "${_real}" PARENT_SCOPE)
    else()
      set(${out_deps} "$<TARGET_FILE:warpagg::warpagg>" PARENT_SCOPE)
    endif()
    return()
  else()
    find_program(_WARPAGG_ON_PATH warpagg)
    if(NOT _WARPAGG_ON_PATH)
      message(FATAL_ERROR "warpagg_rewrite_sources: the warpagg tool was not "
        "found (no warpagg::warpagg target, WARPAGG_EXECUTABLE unset, none on "
        "the PATH). Use ${_how}.")
    endif()
    set(_tool "${_WARPAGG_ON_PATH}")
  endif()
  set(${out_cmd} "${_tool}" PARENT_SCOPE)
  set(${out_deps} "${_tool}" PARENT_SCOPE)
endfunction()

# Sets <out> to the include directory of the runtime (a path, or a generator
# expression for the warpagg::runtime target).
function(_warpagg_find_runtime out module_dir)
  if(TARGET warpagg::runtime)
    set(${out} "$<TARGET_PROPERTY:warpagg::runtime,INTERFACE_INCLUDE_DIRECTORIES>" PARENT_SCOPE)
    return()
  endif()
  set(_candidates "${WARPAGG_RUNTIME_INCLUDE_DIR}")
  if(NOT WARPAGG_RUNTIME_INCLUDE_DIR)
    set(_candidates "${module_dir}/../runtime/include" "${module_dir}/../../../include")
  endif()
  foreach(_dir IN LISTS _candidates)
    if(EXISTS "${_dir}/warpagg/warpagg.cuh")
      get_filename_component(_dir "${_dir}" ABSOLUTE)
      set(${out} "${_dir}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  message(FATAL_ERROR
    "warpagg_rewrite_sources: the warpagg runtime headers were not found "
    "(no warpagg/warpagg.cuh in: ${_candidates}). Set WARPAGG_RUNTIME_INCLUDE_DIR "
    "to <warpagg>/runtime/include or <prefix>/include.")
endfunction()

# Sets <out> to "sm_XX" for the lowest entry of <archs> (CUDA_ARCHITECTURES)
# that warpagg can parse for (sm_75 or newer), or "" when there is none.
function(_warpagg_arch_from out archs)
  set(_best "")
  set(_best_num 0)
  foreach(_a IN LISTS archs)
    if(_a MATCHES "^([0-9]+)([a-z]?)(-real|-virtual)?$")
      set(_num "${CMAKE_MATCH_1}")
      if(_num GREATER_EQUAL 75 AND (_best STREQUAL "" OR _num LESS _best_num))
        set(_best "sm_${CMAKE_MATCH_1}${CMAKE_MATCH_2}")
        set(_best_num "${_num}")
      endif()
    endif()
  endforeach()
  set(${out} "${_best}" PARENT_SCOPE)
endfunction()

function(warpagg_rewrite_sources target)
  cmake_parse_arguments(PARSE_ARGV 1 WA "QUIET" "CUDA_GPU_ARCH;STRATEGY;CUDA_PATH"
                        "WARPAGG_ARGS;EXTRA_ARGS")
  if(WA_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "warpagg_rewrite_sources: unknown arguments: ${WA_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT TARGET "${target}")
    message(FATAL_ERROR "warpagg_rewrite_sources: '${target}' is not a target")
  endif()
  get_target_property(_aliased "${target}" ALIASED_TARGET)
  get_target_property(_imported "${target}" IMPORTED)
  if(_aliased OR _imported)
    message(FATAL_ERROR "warpagg_rewrite_sources: '${target}' is an alias or imported target; name the real one")
  endif()
  get_target_property(_done "${target}" WARPAGG_REWRITTEN)
  if(_done)
    message(FATAL_ERROR "warpagg_rewrite_sources: '${target}' is rewritten already")
  endif()
  get_target_property(_tdir "${target}" SOURCE_DIR)
  if(NOT _tdir STREQUAL CMAKE_CURRENT_SOURCE_DIR)
    message(FATAL_ERROR
      "warpagg_rewrite_sources: call it in the directory that creates '${target}' "
      "(${_tdir}), not in ${CMAKE_CURRENT_SOURCE_DIR}: custom commands only reach "
      "targets of their own directory")
  endif()

  _warpagg_find_tool(_tool _tool_deps)
  _warpagg_find_runtime(_runtime_include "${CMAKE_CURRENT_FUNCTION_LIST_DIR}")
  get_property(_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  if(NOT "CUDA" IN_LIST _languages)
    message(FATAL_ERROR
      "warpagg_rewrite_sources: the CUDA language is not enabled; add CUDA to "
      "project(... LANGUAGES ...) or call enable_language(CUDA) first")
  endif()

  # warpagg's own options.
  set(_opts "")
  set(_arch "${WA_CUDA_GPU_ARCH}")
  if(NOT _arch)
    get_target_property(_archs "${target}" CUDA_ARCHITECTURES)
    _warpagg_arch_from(_arch "${_archs}")
  endif()
  if(_arch)
    list(APPEND _opts "--cuda-gpu-arch=${_arch}")
  endif()
  if(WA_STRATEGY)
    list(APPEND _opts "--strategy=${WA_STRATEGY}")
  endif()
  set(_cuda_path "${WA_CUDA_PATH}")
  foreach(_c IN ITEMS "${WARPAGG_CUDA_PATH}" "${CMAKE_CUDA_COMPILER_TOOLKIT_ROOT}")
    if(NOT _cuda_path AND _c AND EXISTS "${_c}/include/cuda_runtime.h")
      set(_cuda_path "${_c}")
    endif()
  endforeach()
  if(_cuda_path)
    list(APPEND _opts "--cuda-path=${_cuda_path}")
  endif()
  if(WA_QUIET)
    list(APPEND _opts "--quiet")
  endif()
  list(APPEND _opts ${WA_WARPAGG_ARGS})

  # The target's flags as its CUDA sources see them, one a line (each piece
  # ends its own line, so that an empty one leaves no empty line).
  set(_incs "$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>")
  set(_defs "$<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>")
  # Compile options that shape the parse (nvcc's and clang's spelling agree).
  set(_copts "$<FILTER:$<TARGET_PROPERTY:${target},COMPILE_OPTIONS>,INCLUDE,^(-D|-U|-I|-std=).>")
  # The language standard: the higher of CUDA_STANDARD and a cuda_std_XX
  # compile feature, as CMake picks it (below 20 clang's default is enough).
  set(_std "$<TARGET_PROPERTY:${target},CUDA_STANDARD>")
  set(_feat "$<TARGET_PROPERTY:${target},COMPILE_FEATURES>")
  string(CONCAT _target_flags
    "$<$<BOOL:${_incs}>:-I$<JOIN:${_incs},\n-I>\n>"
    "$<$<BOOL:${_defs}>:-D$<JOIN:${_defs},\n-D>\n>"
    "$<$<BOOL:${_copts}>:$<JOIN:${_copts},\n>\n>"
    "$<IF:$<OR:$<STREQUAL:${_std},23>,$<IN_LIST:cuda_std_23,${_feat}>>,-std=c++23\n,"
    "$<IF:$<OR:$<STREQUAL:${_std},20>,$<IN_LIST:cuda_std_20,${_feat}>>,-std=c++20\n,"
    "$<$<BOOL:${_std}>:-std=c++${_std}\n>>>")

  set(_out_root "${CMAKE_CURRENT_BINARY_DIR}/warpagg/${target}")
  get_target_property(_sources "${target}" SOURCES)
  set(_new_sources "")
  set(_rewritten 0)
  foreach(_src IN LISTS _sources)
    get_filename_component(_ext "${_src}" LAST_EXT)
    get_source_file_property(_lang "${_src}" LANGUAGE)
    if(_src MATCHES "\\$<" OR NOT (_ext STREQUAL ".cu" OR _lang STREQUAL "CUDA"))
      if(_src MATCHES "\\$<" AND _src MATCHES "\\.cu>?$")
        message(WARNING "warpagg_rewrite_sources(${target}): '${_src}' is a generator expression; compiled as it is, not rewritten")
      endif()
      list(APPEND _new_sources "${_src}")
      continue()
    endif()

    # Where the source is, and where its rewritten copy goes (its path below
    # the source or binary directory, so that equal names cannot collide).
    if(IS_ABSOLUTE "${_src}")
      set(_abs "${_src}")
    elseif(EXISTS "${CMAKE_CURRENT_SOURCE_DIR}/${_src}")
      set(_abs "${CMAKE_CURRENT_SOURCE_DIR}/${_src}")
    else()
      set(_abs "${CMAKE_CURRENT_BINARY_DIR}/${_src}")
    endif()
    cmake_path(NORMAL_PATH _abs)
    cmake_path(IS_PREFIX CMAKE_CURRENT_BINARY_DIR "${_abs}" NORMALIZE _in_binary)
    if(_in_binary)
      file(RELATIVE_PATH _rel "${CMAKE_CURRENT_BINARY_DIR}" "${_abs}")
    else()
      file(RELATIVE_PATH _rel "${CMAKE_CURRENT_SOURCE_DIR}" "${_abs}")
    endif()
    string(REPLACE "../" "__/" _rel "${_rel}")
    set(_out "${_out_root}/${_rel}")

    # The source's own flags go to the parse and to the rewritten copy.
    get_source_file_property(_src_defs "${_src}" COMPILE_DEFINITIONS)
    get_source_file_property(_src_incs "${_src}" INCLUDE_DIRECTORIES)
    get_source_file_property(_src_opts "${_src}" COMPILE_OPTIONS)
    foreach(_p IN ITEMS _src_defs _src_incs _src_opts)
      if(NOT ${_p})
        set(${_p} "")
      endif()
    endforeach()
    set(_src_flags "")
    list(TRANSFORM _src_defs PREPEND "-D" OUTPUT_VARIABLE _d_flags)
    list(TRANSFORM _src_incs PREPEND "-I" OUTPUT_VARIABLE _i_flags)
    list(APPEND _src_flags ${_d_flags} ${_i_flags})

    # Header dependencies, where the generator reads a depfile.
    set(_depfile_opt "")
    set(_depfile_arg "")
    set(_depfile_path "")
    if(CMAKE_GENERATOR MATCHES "Ninja|Makefiles" OR NOT CMAKE_VERSION VERSION_LESS 3.21)
      set(_depfile_path "${_out}.d")
      set(_depfile_opt "--depfile=${_out}.d")
      set(_depfile_arg DEPFILE "${_out}.d")
    endif()
    string(JOIN "\n" _args_text "${_tool}" ${_opts} ${_depfile_opt} --pin-local-includes
                --runtime-include=minimal "${_abs}" -o "${_out}" --
                ${_target_flags}${_src_flags} ${WA_EXTRA_ARGS})
    file(GENERATE OUTPUT "${_out}.args-$<COMPILE_LANGUAGE>-$<CONFIG>"
         CONTENT "${_args_text}\n" TARGET "${target}")
    add_custom_command(
      OUTPUT "${_out}"
      COMMAND "${CMAKE_COMMAND}" "-DWARPAGG_ARGS_FILE=${_out}.args-CUDA-$<CONFIG>"
              "-DWARPAGG_SOURCE=${_abs}" "-DWARPAGG_OUTPUT=${_out}"
              "-DWARPAGG_DEPFILE=${_depfile_path}"
              "-DWARPAGG_STRICT=${WARPAGG_STRICT}"
              -P "${CMAKE_CURRENT_FUNCTION_LIST_FILE}"
      DEPENDS "${_abs}" ${_tool_deps} "${_out}.args-CUDA-$<CONFIG>"
              "${CMAKE_CURRENT_FUNCTION_LIST_FILE}"
      ${_depfile_arg}
      COMMENT "warpagg: rewriting ${_rel} for ${target}"
      VERBATIM)

    if(_src_incs)
      set_property(SOURCE "${_out}" APPEND PROPERTY INCLUDE_DIRECTORIES ${_src_incs})
    endif()
    if(_src_defs)
      set_property(SOURCE "${_out}" APPEND PROPERTY COMPILE_DEFINITIONS ${_src_defs})
    endif()
    if(_src_opts)
      set_property(SOURCE "${_out}" APPEND PROPERTY COMPILE_OPTIONS ${_src_opts})
    endif()
    if(_lang)
      set_property(SOURCE "${_out}" PROPERTY LANGUAGE "${_lang}")
    endif()
    list(APPEND _new_sources "${_out}")
    math(EXPR _rewritten "${_rewritten} + 1")
  endforeach()

  if(_rewritten EQUAL 0)
    message(WARNING "warpagg_rewrite_sources(${target}): the target has no .cu sources; nothing to rewrite")
  endif()
  set_property(TARGET "${target}" PROPERTY SOURCES "${_new_sources}")
  set_property(TARGET "${target}" PROPERTY WARPAGG_REWRITTEN TRUE)
  target_include_directories("${target}" PRIVATE "${_runtime_include}")
endfunction()
