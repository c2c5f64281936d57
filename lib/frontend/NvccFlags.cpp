//===- NvccFlags.cpp ------------------------------------------------------===//
#include "warpagg/frontend/NvccFlags.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace warpagg {
namespace {

/// What an nvcc option becomes for clang's device-side parse.
enum class Means {
  Nothing,       ///< code generation, linking, driver: no bearing on a parse
  Macro,         ///< nvcc defines a macro for it (code may test it)
  Define,        ///< -D
  Undefine,      ///< -U
  IncludePath,   ///< -I, a comma-separated list in nvcc's long spelling
  SystemInclude, ///< -isystem, likewise
  PreInclude,    ///< -include, likewise
  Standard,      ///< -std=
  TemplateDepth, ///< -ftemplate-depth=
  NoExceptions,  ///< -fno-exceptions
  HostOptions,   ///< -Xcompiler: the host flags that shape a parse
  Relocatable,   ///< -rdc=true: -fgpu-rdc
  DeviceCompile, ///< -dc: -fgpu-rdc
};

struct NvccOption {
  const char *Long;
  const char *Short; ///< empty where nvcc has none
  bool TakesValue;
  Means What;
  const char *Macro = nullptr;
};

// All of `nvcc --help` (CUDA 13.0), plus the undocumented -Xcudafe and
// -Xfatbin that builds use. Options that forward a value to another tool
// take it even where it starts with '-'.
constexpr NvccOption Options[] = {
    // Phases and outputs.
    {"--cuda", "-cuda", false, Means::Nothing},
    {"--cubin", "-cubin", false, Means::Nothing},
    {"--fatbin", "-fatbin", false, Means::Nothing},
    {"--ptx", "-ptx", false, Means::Nothing},
    {"--optix-ir", "-optix-ir", false, Means::Nothing},
    {"--ltoir", "-ltoir", false, Means::Nothing},
    {"--preprocess", "-E", false, Means::Nothing},
    {"--generate-dependencies", "-M", false, Means::Nothing},
    {"--generate-nonsystem-dependencies", "-MM", false, Means::Nothing},
    {"--generate-dependencies-with-compile", "-MD", false, Means::Nothing},
    {"--generate-nonsystem-dependencies-with-compile", "-MMD", false,
     Means::Nothing},
    {"--dependency-output", "-MF", true, Means::Nothing},
    {"--generate-dependency-targets", "-MP", false, Means::Nothing},
    {"--dependency-target-name", "-MT", true, Means::Nothing},
    {"--compile", "-c", false, Means::Nothing},
    {"--device-c", "-dc", false, Means::DeviceCompile},
    {"--device-w", "-dw", false, Means::Nothing},
    {"--device-link", "-dlink", false, Means::Nothing},
    {"--link", "-link", false, Means::Nothing},
    {"--lib", "-lib", false, Means::Nothing},
    {"--run", "-run", false, Means::Nothing},
    {"--output-file", "-o", true, Means::Nothing},
    {"--objdir-as-tempdir", "-objtemp", false, Means::Nothing},
    {"--output-directory", "-odir", true, Means::Nothing},
    // Preprocessor and language: these shape the parse.
    {"--pre-include", "-include", true, Means::PreInclude},
    {"--define-macro", "-D", true, Means::Define},
    {"--undefine-macro", "-U", true, Means::Undefine},
    {"--include-path", "-I", true, Means::IncludePath},
    {"--system-include", "-isystem", true, Means::SystemInclude},
    {"--std", "-std", true, Means::Standard},
    {"--x", "-x", true, Means::Nothing}, // every input is parsed as CUDA
    {"--ftemplate-depth", "-ftemplate-depth", true, Means::TemplateDepth},
    {"--ftemplate-backtrace-limit", "-ftemplate-backtrace-limit", true,
     Means::Nothing},
    {"--no-exceptions", "-noeh", false, Means::NoExceptions},
    {"--expt-relaxed-constexpr", "-expt-relaxed-constexpr", false,
     Means::Macro, "__CUDACC_RELAXED_CONSTEXPR__"},
    {"--extended-lambda", "-extended-lambda", false, Means::Macro,
     "__CUDACC_EXTENDED_LAMBDA__"},
    {"--expt-extended-lambda", "-expt-extended-lambda", false, Means::Macro,
     "__CUDACC_EXTENDED_LAMBDA__"},
    {"--device-debug", "-G", false, Means::Macro, "__CUDACC_DEBUG__"},
    {"--relocatable-device-code", "-rdc", true, Means::Relocatable},
    {"--no-host-device-initializer-list", "-nohdinitlist", false,
     Means::Nothing},
    {"--no-host-device-move-forward", "-nohdmoveforward", false,
     Means::Nothing},
    // Other tools' options.
    {"--compiler-options", "-Xcompiler", true, Means::HostOptions},
    {"--linker-options", "-Xlinker", true, Means::Nothing},
    {"--archive-options", "-Xarchive", true, Means::Nothing},
    {"--ptxas-options", "-Xptxas", true, Means::Nothing},
    {"--nvlink-options", "-Xnvlink", true, Means::Nothing},
    {"--cudafe-options", "-Xcudafe", true, Means::Nothing},
    {"--fatbin-options", "-Xfatbin", true, Means::Nothing},
    {"--run-args", "-run-args", true, Means::Nothing},
    {"--forward-unknown-to-host-compiler", "-forward-unknown-to-host-compiler",
     false, Means::Nothing},
    {"--forward-unknown-to-host-linker", "-forward-unknown-to-host-linker",
     false, Means::Nothing},
    {"--forward-unknown-opts", "-forward-unknown-opts", false, Means::Nothing},
    // Toolchain and environment.
    {"--library", "-l", true, Means::Nothing},
    {"--library-path", "-L", true, Means::Nothing},
    {"--compiler-bindir", "-ccbin", true, Means::Nothing},
    {"--allow-unsupported-compiler", "-allow-unsupported-compiler", false,
     Means::Nothing},
    {"--archiver-binary", "-arbin", true, Means::Nothing},
    {"--cudart", "-cudart", true, Means::Nothing},
    {"--cudadevrt", "-cudadevrt", true, Means::Nothing},
    {"--libdevice-directory", "-ldir", true, Means::Nothing},
    {"--target-directory", "-target-dir", true, Means::Nothing},
    {"--use-local-env", "-use-local-env", false, Means::Nothing},
    {"--force-cl-env-setup", "-force-cl-env-setup", false, Means::Nothing},
    {"--machine", "-m", true, Means::Nothing},
    {"--m64", "-m64", false, Means::Nothing},
    {"--input-drive-prefix", "-idp", true, Means::Nothing},
    {"--dependency-drive-prefix", "-ddp", true, Means::Nothing},
    {"--drive-prefix", "-dp", true, Means::Nothing},
    {"--options-file", "-optf", true, Means::Nothing},
    // Code generation and optimisation.
    {"--profile", "-pg", false, Means::Nothing},
    {"--debug", "-g", false, Means::Nothing},
    {"--generate-line-info", "-lineinfo", false, Means::Nothing},
    {"--optimization-info", "-opt-info", true, Means::Nothing},
    {"--optimize", "-O", true, Means::Nothing},
    {"--Ofast-compile", "-Ofc", true, Means::Nothing},
    {"--dopt", "-dopt", true, Means::Nothing},
    {"--dlink-time-opt", "-dlto", false, Means::Nothing},
    {"--lto", "-lto", false, Means::Nothing},
    {"--gen-opt-lto", "-gen-opt-lto", false, Means::Nothing},
    {"--shared", "-shared", false, Means::Nothing},
    {"--static-global-template-stub", "-static-global-template-stub", true,
     Means::Nothing},
    {"--device-entity-has-hidden-visibility",
     "-device-entity-has-hidden-visibility", true, Means::Nothing},
    {"--gpu-architecture", "-arch", true, Means::Nothing},
    {"--gpu-code", "-code", true, Means::Nothing},
    {"--generate-code", "-gencode", true, Means::Nothing},
    {"--entries", "-e", true, Means::Nothing},
    {"--maxrregcount", "-maxrregcount", true, Means::Nothing},
    {"--use_fast_math", "-use_fast_math", false, Means::Nothing},
    {"--ftz", "-ftz", true, Means::Nothing},
    {"--prec-div", "-prec-div", true, Means::Nothing},
    {"--prec-sqrt", "-prec-sqrt", true, Means::Nothing},
    {"--fmad", "-fmad", true, Means::Nothing},
    {"--extra-device-vectorization", "-extra-device-vectorization", false,
     Means::Nothing},
    {"--default-stream", "-default-stream", true, Means::Nothing},
    {"--keep-device-functions", "-keep-device-functions", false,
     Means::Nothing},
    {"--source-in-ptx", "-src-in-ptx", false, Means::Nothing},
    {"--restrict", "-restrict", false, Means::Nothing},
    {"--resource-usage", "-res-usage", false, Means::Nothing},
    {"--extensible-whole-program", "-ewp", false, Means::Nothing},
    {"--no-compress", "-no-compress", false, Means::Nothing},
    {"--compress-mode", "-compress-mode", true, Means::Nothing},
    {"--relocatable-ptx", "-reloc-ptx", false, Means::Nothing},
    {"--relocatable-link", "-r", false, Means::Nothing},
    {"--no-device-link", "-nodlink", false, Means::Nothing},
    {"--no-align-double", "", false, Means::Nothing},
    {"--jump-table-density", "-jtd", true, Means::Nothing},
    {"--device-stack-protector", "-device-stack-protector", true,
     Means::Nothing},
    {"--frandom-seed", "-frandom-seed", true, Means::Nothing},
    {"--sanitize", "-sanitize", true, Means::Nothing},
    {"--host-linker-script", "-hls", true, Means::Nothing},
    {"--augment-host-linker-script", "-aug-hls", false, Means::Nothing},
    {"--compile-as-tools-patch", "-astoolspatch", false, Means::Nothing},
    {"--qpp-config", "-qpp-config", true, Means::Nothing},
    // Build behaviour.
    {"--dont-use-profile", "-noprof", false, Means::Nothing},
    {"--dryrun", "-dryrun", false, Means::Nothing},
    {"--verbose", "-v", false, Means::Nothing},
    {"--threads", "-t", true, Means::Nothing},
    {"--split-compile", "-split-compile", true, Means::Nothing},
    {"--split-compile-extended", "-split-compile-extended", true,
     Means::Nothing},
    {"--fdevice-syntax-only", "-fdevice-syntax-only", false, Means::Nothing},
    {"--fdevice-time-trace", "-fdevice-time-trace", true, Means::Nothing},
    {"--keep", "-keep", false, Means::Nothing},
    {"--keep-dir", "-keep-dir", true, Means::Nothing},
    {"--save-temps", "-save-temps", false, Means::Nothing},
    {"--clean-targets", "-clean", false, Means::Nothing},
    {"--time", "-time", true, Means::Nothing},
    {"--list-gpu-code", "-code-ls", false, Means::Nothing},
    {"--list-gpu-arch", "-arch-ls", false, Means::Nothing},
    {"--jobserver", "-jobserver", false, Means::Nothing},
    {"--help", "-h", false, Means::Nothing},
    {"--version", "-V", false, Means::Nothing},
    // Diagnostics (warpagg parses with -w).
    {"--disable-warnings", "-w", false, Means::Nothing},
    {"--Wreorder", "-Wreorder", false, Means::Nothing},
    {"--Wdefault-stream-launch", "-Wdefault-stream-launch", false,
     Means::Nothing},
    {"--Wmissing-launch-bounds", "-Wmissing-launch-bounds", false,
     Means::Nothing},
    {"--Wext-lambda-captures-this", "-Wext-lambda-captures-this", false,
     Means::Nothing},
    {"--Wno-deprecated-declarations", "-Wno-deprecated-declarations", false,
     Means::Nothing},
    {"--Wno-deprecated-gpu-targets", "-Wno-deprecated-gpu-targets", false,
     Means::Nothing},
    {"--Werror", "-Werror", true, Means::Nothing},
    {"--display-error-number", "-err-no", false, Means::Nothing},
    {"--no-display-error-number", "-no-err-no", false, Means::Nothing},
    {"--diag-error", "-diag-error", true, Means::Nothing},
    {"--diag-suppress", "-diag-suppress", true, Means::Nothing},
    {"--diag-warn", "-diag-warn", true, Means::Nothing},
    {"--brief-diagnostics", "-brief-diag", true, Means::Nothing},
};

const NvccOption *findOption(llvm::StringRef Name) {
  for (const NvccOption &O : Options)
    if (Name == O.Long || (*O.Short && Name == O.Short))
      return &O;
  return nullptr;
}

// Options whose value is another tool's flag ("-Xcompiler -fPIC").
bool forwardsToATool(const NvccOption &O) {
  return llvm::StringRef(O.Short).starts_with("-X") ||
         llvm::StringRef(O.Long) == "--run-args";
}

// Host-compiler flags forwarded through -Xcompiler that still shape the
// parse (macros, include paths, the language standard). nvcc preprocesses
// the device side with the host compiler and these flags, so -fopenmp
// defines _OPENMP there too (gcc's value since gcc 9): code choosing
// between <omp.h> and stubs of its own (dmlc-core) must see it.
void keepRelevantHostFlags(llvm::StringRef Value,
                           std::vector<std::string> &Out) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Value.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef P : Parts) {
    P = P.trim();
    if (P.starts_with("-D") || P.starts_with("-U") || P.starts_with("-I") ||
        P.starts_with("-std="))
      Out.push_back(P.str());
    else if (P == "-fopenmp")
      Out.push_back("-D_OPENMP=201511");
  }
}

// nvcc's long spellings take comma-separated lists of paths.
void appendEach(const char *Flag, llvm::StringRef Value, bool List,
                std::vector<std::string> &Out) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  if (List)
    Value.split(Parts, ',', -1, /*KeepEmpty=*/false);
  else
    Parts.push_back(Value);
  for (llvm::StringRef P : Parts) {
    Out.push_back(Flag);
    Out.push_back(P.str());
  }
}

void appendMeaning(const NvccOption &O, bool LongSpelling,
                   llvm::StringRef Value, std::vector<std::string> &Out) {
  switch (O.What) {
  case Means::Nothing:
    return;
  case Means::Macro:
    Out.push_back(std::string("-D") + O.Macro);
    return;
  case Means::Define:
    return appendEach("-D", Value, /*List=*/false, Out);
  case Means::Undefine:
    return appendEach("-U", Value, /*List=*/false, Out);
  case Means::IncludePath:
    return appendEach("-I", Value, LongSpelling, Out);
  case Means::SystemInclude:
    return appendEach("-isystem", Value, LongSpelling, Out);
  case Means::PreInclude:
    return appendEach("-include", Value, LongSpelling, Out);
  case Means::Standard:
    Out.push_back("-std=" + Value.str());
    return;
  case Means::TemplateDepth:
    Out.push_back("-ftemplate-depth=" + Value.str());
    return;
  case Means::NoExceptions:
    Out.push_back("-fno-exceptions");
    return;
  case Means::HostOptions:
    return keepRelevantHostFlags(Value, Out);
  case Means::Relocatable:
    if (Value == "true")
      Out.push_back("-fgpu-rdc");
    return;
  case Means::DeviceCompile:
    Out.push_back("-fgpu-rdc");
    return;
  }
}

} // namespace

std::vector<std::string> joinNvccValues(const std::vector<std::string> &Flags) {
  // Clang's driver takes a separate value for these as nvcc does.
  static const llvm::StringRef ClangTakesValue[] = {
      "-D", "-U", "-I", "-isystem", "-include", "-o", "-x", "-MF", "-MT",
      "-l", "-L", "-e"};
  std::vector<std::string> Out;
  for (size_t I = 0; I < Flags.size(); ++I) {
    const NvccOption *O = findOption(Flags[I]);
    bool Joins = O && O->TakesValue && I + 1 < Flags.size() &&
                 !llvm::is_contained(ClangTakesValue, Flags[I]) &&
                 (!llvm::StringRef(Flags[I + 1]).starts_with("-") ||
                  forwardsToATool(*O));
    if (Joins) {
      Out.push_back(Flags[I] + "=" + Flags[I + 1]);
      ++I;
    } else {
      Out.push_back(Flags[I]);
    }
  }
  return Out;
}

bool translateNvccOption(const std::vector<std::string> &Args, size_t &I,
                         std::vector<std::string> &Out) {
  llvm::StringRef A = Args[I];
  if (!A.starts_with("-"))
    return false;
  // "-t0", nvcc's attached thread count (warp's build uses it).
  if (A.size() > 2 && A.starts_with("-t") &&
      llvm::all_of(A.drop_front(2), [](char C) { return llvm::isDigit(C); }))
    return true;
  const NvccOption *O = findOption(A);
  llvm::StringRef Value;
  bool HasValue = false;
  if (!O) {
    auto [Name, Attached] = A.split('=');
    if (Name.size() == A.size() || !(O = findOption(Name)) || !O->TakesValue)
      return false; // "-DX=1", "-O3", "-fPIC": clang's spelling or the host's
    Value = Attached;
    HasValue = true;
  }
  if (O->TakesValue && !HasValue && I + 1 < Args.size()) {
    // A value never starts with '-' but where it is another tool's flag; so
    // "-O" alone (clang's -O1) takes nothing from what follows.
    llvm::StringRef Next = Args[I + 1];
    if (!Next.starts_with("-") || forwardsToATool(*O)) {
      Value = Next;
      ++I;
    }
  }
  bool LongSpelling = A.starts_with("--");
  appendMeaning(*O, LongSpelling, Value, Out);
  return true;
}

} // namespace warpagg
