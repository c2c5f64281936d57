# The Debian package: `cpack -G DEB` (or `ninja package`) in the build
# directory writes warpagg_<version>_<arch>.deb with, under /usr,
#   bin/warpagg, bin/warpagg-launch
#   include/warpagg/**.cuh                the runtime (its subdirectories too)
#   lib/cmake/warpagg/                    the CMake package
#   share/warpagg/                        the nvcc-dialect prelude
#   share/man/man1/warpagg.1.gz, warpagg-launch.1.gz   from --help
#   share/doc/warpagg/copyright           LICENSE
# It depends on the LLVM 22 runtime the tool is linked against
# (libclang-cpp.so.22.1 in libclang-cpp22, libLLVM.so.22.1 in libllvm22:
# `dpkg -S` on the libraries `ldd bin/warpagg` names) and on clang's
# builtin headers, which the tool reads when it parses CUDA
# (lib/clang/22/include, in libclang-common-22-dev).
# Included from the top-level CMakeLists.txt after WarpaggPackage.cmake.

# Man pages, generated from each tool's --help after it is built.
set(_wa_man ${CMAKE_BINARY_DIR}/man)
foreach(_wa_tool IN ITEMS warpagg warpagg-launch)
  if(_wa_tool STREQUAL "warpagg")
    set(_wa_whatis "rewrite CUDA atomics into warp-aggregated atomics")
  else()
    set(_wa_whatis "compile CUDA sources rewritten by warpagg (a compiler launcher)")
  endif()
  add_custom_command(OUTPUT ${_wa_man}/${_wa_tool}.1.gz
    COMMAND ${CMAKE_COMMAND} -DTOOL=$<TARGET_FILE:${_wa_tool}> -DNAME=${_wa_tool}
            -DWHATIS=${_wa_whatis} -DVERSION=${PROJECT_VERSION} -DOUT=${_wa_man}
            -P ${CMAKE_CURRENT_LIST_DIR}/WarpaggManPage.cmake
    DEPENDS ${_wa_tool} ${CMAKE_CURRENT_LIST_DIR}/WarpaggManPage.cmake
    COMMENT "Man page of ${_wa_tool} from its --help"
    VERBATIM)
  list(APPEND _wa_man_pages ${_wa_man}/${_wa_tool}.1.gz)
endforeach()
add_custom_target(warpagg-man ALL DEPENDS ${_wa_man_pages})
install(FILES ${_wa_man_pages} DESTINATION share/man/man1)
install(FILES ${CMAKE_SOURCE_DIR}/LICENSE DESTINATION share/doc/warpagg
        RENAME copyright)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME warpagg)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Clang-based source-to-source optimizer for CUDA atomics")
set(CPACK_PACKAGE_DESCRIPTION
    "Rewrites CUDA reduction atomics into calls of a header-only runtime that aggregates a warp's values first. Includes the compiler launcher warpagg-launch, the runtime headers and the CMake package.")
set(CPACK_PACKAGE_CONTACT "warpagg maintainers <warpagg@users.noreply.github.com>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libclang-cpp22 (>= 1:22.1), libllvm22 (>= 1:22.1), libclang-common-22-dev (>= 1:22.1), libc6, libstdc++6, libgcc-s1")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "cmake, nvidia-cuda-toolkit | cuda-toolkit")
execute_process(COMMAND dpkg --print-architecture OUTPUT_VARIABLE _wa_arch
                OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
if(NOT _wa_arch)
  set(_wa_arch amd64)
endif()
set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE ${_wa_arch})
set(CPACK_PACKAGE_FILE_NAME "warpagg_${PROJECT_VERSION}_${_wa_arch}")
include(CPack)
unset(_wa_man)
unset(_wa_man_pages)
