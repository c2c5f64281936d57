# Install rules and the CMake package of warpagg (included from the top-level
# CMakeLists.txt after the tool's directory):
#   <prefix>/bin/warpagg, <prefix>/bin/warpagg-launch (the compiler launcher)
#   <prefix>/include/warpagg/**.cuh           the runtime (group/, detail/, profiling/ too)
#   <prefix>/lib/cmake/warpagg/               warpaggConfig.cmake, targets,
#                                             WarpaggRewrite.cmake
# The build tree is a package too: -Dwarpagg_DIR=<warpagg>/build.
# The layout bin/ + include/ is fixed: the tool finds the runtime at
# <exe>/../include (lib/frontend/CompileFlags.cpp, defaultRuntimeInclude).

include(CMakePackageConfigHelpers)

set(WARPAGG_INSTALL_CMAKEDIR lib/cmake/warpagg)

add_library(warpagg_runtime INTERFACE)
add_library(warpagg::runtime ALIAS warpagg_runtime)
set_target_properties(warpagg_runtime PROPERTIES EXPORT_NAME runtime)
target_include_directories(warpagg_runtime INTERFACE
  $<BUILD_INTERFACE:${WARPAGG_RUNTIME_INCLUDE_DIR}>
  $<INSTALL_INTERFACE:include>)
add_executable(warpagg::warpagg ALIAS warpagg)
add_executable(warpagg::launch ALIAS warpagg-launch)
set_target_properties(warpagg-launch PROPERTIES EXPORT_NAME launch)
# The installed tools load libclang-cpp/libLLVM from the LLVM they were
# built against, as those in the build tree do.
set_target_properties(warpagg warpagg-launch PROPERTIES INSTALL_RPATH "${LLVM_LIBRARY_DIR}")

install(DIRECTORY ${WARPAGG_RUNTIME_INCLUDE_DIR}/warpagg
  DESTINATION include
  FILES_MATCHING PATTERN "*.cuh" PATTERN "*.h")
# The nvcc-dialect prelude, read by the tool at <exe>/../share/warpagg
# (lib/frontend/NvccDialect.cpp, defaultNvccPrelude).
install(FILES ${WARPAGG_SHARE_DIR}/nvcc_dialect_prelude.h
  DESTINATION share/warpagg)
install(TARGETS warpagg_runtime EXPORT warpaggTargets)
install(EXPORT warpaggTargets NAMESPACE warpagg:: DESTINATION ${WARPAGG_INSTALL_CMAKEDIR})

set(_wa_pkg ${CMAKE_BINARY_DIR}/cmake/package)
# Installed package: the module lies beside the config.
set(WARPAGG_CMAKE_MODULE_DIR ${WARPAGG_INSTALL_CMAKEDIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/warpaggConfig.cmake.in
  ${_wa_pkg}/install/warpaggConfig.cmake
  INSTALL_DESTINATION ${WARPAGG_INSTALL_CMAKEDIR}
  PATH_VARS WARPAGG_CMAKE_MODULE_DIR)
write_basic_package_version_file(${_wa_pkg}/warpaggConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES
  ${_wa_pkg}/install/warpaggConfig.cmake
  ${_wa_pkg}/warpaggConfigVersion.cmake
  ${CMAKE_CURRENT_LIST_DIR}/WarpaggRewrite.cmake
  DESTINATION ${WARPAGG_INSTALL_CMAKEDIR})

# Build-tree package: the same config in ${CMAKE_BINARY_DIR}, the module read
# from the source tree.
export(EXPORT warpaggTargets NAMESPACE warpagg:: FILE ${CMAKE_BINARY_DIR}/warpaggTargets.cmake)
set(WARPAGG_CMAKE_MODULE_DIR ${CMAKE_CURRENT_LIST_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/warpaggConfig.cmake.in
  ${CMAKE_BINARY_DIR}/warpaggConfig.cmake
  INSTALL_DESTINATION ${CMAKE_BINARY_DIR}
  INSTALL_PREFIX ${CMAKE_BINARY_DIR}
  PATH_VARS WARPAGG_CMAKE_MODULE_DIR)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/warpaggConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
unset(_wa_pkg)
