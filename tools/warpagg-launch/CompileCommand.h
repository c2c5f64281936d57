//===- CompileCommand.h - What a wrapped compiler command compiles ---------===//
//
// warpagg-launch reads the command it wraps (nvcc's or clang's spelling) for
// what it needs to rewrite the source first: the one CUDA source, the
// output, the dependency file, the flags that shape a parse, the GPU
// architecture. Anything else passes through to the compiler untouched.
//
#ifndef WARPAGG_LAUNCH_COMPILECOMMAND_H
#define WARPAGG_LAUNCH_COMPILECOMMAND_H

#include <cstddef>
#include <string>
#include <vector>

namespace warpagg_launch {

enum class CompilerKind { Nvcc, Clang, Other };

/// The compiler named by \p Path, by its file name (nvcc, clang, clang++,
/// clang++-22, ...).
CompilerKind compilerKind(const std::string &Path);

struct CompileCommand {
  CompilerKind Kind = CompilerKind::Other;
  /// Where the compiler is in the arguments: 0, or 1 after ccache/sccache.
  size_t CompilerIndex = 0;
  /// Why the command is compiled as it is, with no word said: it compiles
  /// no single CUDA source (a link step, a .cpp file, preprocessing only).
  std::string PassThrough;
  /// Why it cannot be read although it compiles CUDA (an unreadable
  /// response file): compiled as it is, with a warning.
  std::string Unreadable;

  std::string Source; ///< the CUDA source, as spelled
  /// Where Source is: an index into the top-level arguments, or npos when
  /// it came from a response or options file.
  size_t SourceIndex = std::string::npos;
  /// Every argument with response and options files read in.
  std::vector<std::string> Expanded;
  size_t ExpandedSourceIndex = std::string::npos;

  /// -o, or the compiler's default (see DefaultOutput): <stem>.o for -c or
  /// -dc (in nvcc's -odir), <stem>.ptx for -ptx, ..., a.out for a link.
  std::string Output;
  /// Output is a default named after the source: the copy's compile names
  /// it explicitly.
  bool DefaultOutput = false;
  std::string DepFile;       ///< -MF, or the default of -MD/-MMD; "" without
  std::vector<std::string> ParseFlags; ///< for warpagg, after --
  std::string GpuArch;  ///< lowest sm_XX >= sm_75 the command builds for
  std::string CudaPath; ///< clang's --cuda-path
};

/// Reads \p Args (Args[0] is the compiler, or a compiler cache and then the
/// compiler; clang's response files and nvcc's options files are read
/// relative to the working directory, as the compilers read them; nvcc
/// with "@file", which it rejects, runs as given).
CompileCommand readCompileCommand(const std::vector<std::string> &Args);

/// The command that compiles \p Copy (the rewritten source) in place of the
/// original: the original's arguments with the source replaced, the
/// runtime's include directory (unless empty) after the others, and an
/// explicit -o where the output was the compiler's default (named after the
/// source).
std::vector<std::string>
commandForCopy(const std::vector<std::string> &Args, const CompileCommand &C,
               const std::string &Copy, const std::string &RuntimeInclude);

} // namespace warpagg_launch

#endif
