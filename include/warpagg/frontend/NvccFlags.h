//===- NvccFlags.h - nvcc's options, as clang's device-side parse reads them ===//
//
// Every option of nvcc (CUDA 13's `nvcc --help`) is known here, in any of
// nvcc's spellings (`--long`, `-short`, `=value` or a separate value), and
// becomes what it means to a device-side clang parse: the clang flag that
// means the same (`-I`, `-D`, `-std=`, `-ftemplate-depth=`, `-fgpu-rdc`), the
// macro nvcc defines for it (`--extended-lambda` defines
// `__CUDACC_EXTENDED_LAMBDA__`, which code tests), or nothing (code
// generation, ptxas, linking, host-compiler and driver options). So an nvcc
// command line never fails the parse for a flag clang does not know.
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_NVCCFLAGS_H
#define WARPAGG_NVCCFLAGS_H

#include <cstddef>
#include <string>
#include <vector>

namespace warpagg {

/// Appends to \p Out what nvcc's option \p Args[I] (and its value, which may
/// be the next argument: then I is advanced past it) means to clang's parse,
/// and returns true; returns false, appending nothing, where Args[I] is not
/// an nvcc option (a clang or host-compiler flag, an input file).
bool translateNvccOption(const std::vector<std::string> &Args, size_t &I,
                         std::vector<std::string> &Out);

/// \p Flags (those after `--`) with nvcc's options whose value is a separate
/// argument that clang's driver does not expect ("-std c++17", "-gencode
/// arch=...") joined into nvcc's "=" spelling ("-std=c++17"): libTooling
/// drops from these flags what clang's driver takes for an input file, and
/// would drop the value. Options clang spells alike ("-D X", "-I dir") stay.
std::vector<std::string> joinNvccValues(const std::vector<std::string> &Flags);

} // namespace warpagg

#endif
