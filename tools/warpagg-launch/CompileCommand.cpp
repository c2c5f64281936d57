//===- CompileCommand.cpp -------------------------------------------------===//
//
// One pass over the arguments with nvcc's and clang's spellings: an option
// named in valueFlags() takes the next argument as its value (or joins it
// with '='); any other option is taken to have none. That is the one guess
// made about flags neither compiler's table here knows; a wrong guess can
// only hide the source (no rewrite) or make warpagg's parse fail, and both
// end in compiling the original.
//
//===----------------------------------------------------------------------===//
#include "CompileCommand.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include <algorithm>

using llvm::StringRef;

namespace warpagg_launch {
namespace {

// Options that take a separate value, in either compiler's spelling.
const llvm::StringSet<> &valueFlags() {
  static const llvm::StringSet<> Flags = {
      "-o", "--output-file", "-I", "--include-path", "-D", "--define-macro",
      "-U", "--undefine-macro", "-isystem", "--system-include", "-include",
      "--pre-include", "-x", "--x", "-MF", "--dependency-output", "-MT",
      "--dependency-target-name", "-MQ", "-MJ", "-arch", "--gpu-architecture",
      "-code", "--gpu-code", "-gencode", "--generate-code", "-ccbin",
      "--compiler-bindir", "-Xcompiler", "--compiler-options", "-Xptxas",
      "--ptxas-options", "-Xlinker", "--linker-options", "-Xnvlink",
      "--nvlink-options", "-Xarchive", "--archive-options", "-Xcudafe",
      "-l", "--library", "-L", "--library-path", "-odir",
      "--output-directory", "-optf", "--options-file", "-maxrregcount",
      "--maxrregcount", "-t", "--threads", "-std", "--std", "-rdc",
      "--relocatable-device-code", "-cudart", "--cudart", "-default-stream",
      "--default-stream", "-Xclang", "-target", "-iquote", "-idirafter",
      "-imacros", "-isysroot", "-Xarch_device", "-Xarch_host",
      "-Xcuda-ptxas", "-Xcuda-fatbinary", "-mllvm", "-dependency-file",
      "--cuda-gpu-arch", "--offload-arch", "--cuda-path", "-ftemplate-depth",
      "-diag-suppress", "--diag-suppress", "-split-compile",
      "--split-compile", "-arch-ls", "-Xopenmp-target"};
  return Flags;
}

// Options after which nothing is compiled (or everything is, unrewritten).
bool endsCompile(StringRef A) {
  return A == "-E" || A == "--preprocess" || A == "-M" || A == "-MM" ||
         A == "--generate-dependencies" || A == "-dlink" ||
         A == "--device-link" || A == "-lib" || A == "--lib" ||
         A == "-dryrun" || A == "--dryrun" || A == "--version" ||
         A == "-V" || A == "--help" || A == "-h" || A == "-fsyntax-only" ||
         A == "-run" || A == "--run" || A == "-###";
}

// nvcc and clang spell a value in a long option with '='; nvcc also short
// ones (-arch=sm_90, -rdc=true).
bool splitJoined(StringRef A, StringRef &Name, StringRef &Value) {
  size_t Eq = A.find('=');
  if (Eq == StringRef::npos || !A.starts_with("-"))
    return false;
  Name = A.take_front(Eq);
  Value = A.drop_front(Eq + 1);
  return valueFlags().contains(Name);
}

// Short options whose value may follow with no space (-Ifoo, -DX=1).
bool splitGlued(StringRef A, StringRef &Name, StringRef &Value) {
  for (StringRef P : {"-isystem", "-I", "-D", "-U", "-MF", "-MT", "-MQ",
                      "-iquote", "-L", "-l"})
    if (A.starts_with(P) && A.size() > P.size()) {
      Name = P;
      Value = A.drop_front(P.size());
      return true;
    }
  return false;
}

bool isTrue(StringRef V) {
  return V.equals_insensitive("true") || V == "1";
}

// "sm_90a", "compute_80" -> 90 and "a"; 0 if none.
unsigned archNumber(StringRef S, std::string &Suffix) {
  if (!S.consume_front("sm_") && !S.consume_front("compute_"))
    return 0;
  unsigned N = 0;
  size_t Digits = 0;
  while (Digits < S.size() && llvm::isDigit(S[Digits]))
    N = N * 10 + (S[Digits++] - '0');
  if (Digits == 0)
    return 0;
  Suffix = S.drop_front(Digits).take_while([](char Ch) { return llvm::isAlpha(Ch); }).str();
  return N;
}

// Every architecture a value names ("arch=compute_80,code=[compute_80,sm_80]",
// "sm_90", "sm_80,sm_90") goes into Lowest if it is the lowest >= sm_75.
void noteArchs(StringRef Value, unsigned &Lowest, std::string &Arch) {
  llvm::SmallVector<StringRef, 4> Parts;
  Value.split(Parts, ',');
  for (StringRef Part : Parts) {
    Part = Part.trim("[] ");
    if (Part.contains('='))
      Part = Part.split('=').second.trim("[] ");
    std::string Suffix;
    unsigned N = archNumber(Part, Suffix);
    if (N >= 75 && (Lowest == 0 || N < Lowest)) {
      Lowest = N;
      Arch = "sm_" + std::to_string(N) + Suffix;
    }
  }
}

// Reads response files (@file, where ReadsAtFiles: clang's, relative to the
// working directory as clang reads nested ones too) and nvcc options files
// into Out, up to a depth; false when one cannot be read.
bool expandInto(const std::vector<std::string> &Args, size_t From,
                unsigned Depth, bool ReadsAtFiles, std::vector<std::string> &Out,
                std::vector<size_t> &Origin, bool TopLevel,
                std::string &Problem) {
  for (size_t I = From; I < Args.size(); ++I) {
    StringRef A = Args[I];
    std::string File;
    if (A.starts_with("@") && A.size() > 1 && ReadsAtFiles)
      File = A.drop_front().str();
    else if ((A == "--options-file" || A == "-optf") && I + 1 < Args.size())
      File = Args[++I];
    else if (A.starts_with("--options-file=") || A.starts_with("-optf="))
      File = A.split('=').second.str();
    if (File.empty()) {
      Out.push_back(Args[I]);
      Origin.push_back(TopLevel ? I : std::string::npos);
      continue;
    }
    auto Buffer = llvm::MemoryBuffer::getFile(File);
    if (!Buffer || Depth > 8) {
      Problem = "cannot read the response or options file '" + File + "'";
      return false;
    }
    llvm::BumpPtrAllocator Alloc;
    llvm::StringSaver Saver(Alloc);
    llvm::SmallVector<const char *, 32> Tokens;
    llvm::cl::TokenizeGNUCommandLine((*Buffer)->getBuffer(), Saver, Tokens,
                                     /*MarkEOLs=*/false);
    std::vector<std::string> Inner(Tokens.begin(), Tokens.end());
    if (!expandInto(Inner, 0, Depth + 1, ReadsAtFiles, Out, Origin, false,
                    Problem))
      return false;
  }
  return true;
}

} // namespace

CompilerKind compilerKind(const std::string &Path) {
  StringRef Name = llvm::sys::path::filename(Path);
  if (Name == "nvcc" || Name.starts_with("nvcc."))
    return CompilerKind::Nvcc;
  if (Name.starts_with("clang"))
    return CompilerKind::Clang;
  return CompilerKind::Other;
}

CompileCommand readCompileCommand(const std::vector<std::string> &Args) {
  CompileCommand C;
  if (Args.empty()) {
    C.PassThrough = "no compiler";
    return C;
  }
  // A compiler cache before the compiler (CMAKE_CUDA_COMPILER_LAUNCHER
  // "warpagg-launch;ccache"): the compiler is its first argument.
  llvm::StringRef First = llvm::sys::path::filename(Args[0]);
  if ((First == "ccache" || First == "sccache") && Args.size() > 1)
    C.CompilerIndex = 1;
  C.Kind = compilerKind(Args[C.CompilerIndex]);
  if (C.Kind == CompilerKind::Other) {
    C.PassThrough = "not nvcc or clang";
    return C;
  }
  bool Nvcc = C.Kind == CompilerKind::Nvcc;
  std::vector<size_t> Origin;
  for (size_t I = 0; I <= C.CompilerIndex; ++I) {
    C.Expanded.push_back(Args[I]);
    Origin.push_back(I);
  }
  // nvcc reads no response files: it rejects "@file" ("Don't know what to
  // do with"). Run such a command as given, so that its status is nvcc's
  // (and a compiler cache's, which may read them itself).
  if (Nvcc && std::any_of(Args.begin() + C.CompilerIndex + 1, Args.end(),
                          [](StringRef A) { return A.starts_with("@"); })) {
    C.PassThrough = "nvcc reads no response files";
    return C;
  }
  if (!expandInto(Args, C.CompilerIndex + 1, 0, /*ReadsAtFiles=*/!Nvcc,
                  C.Expanded, Origin, true, C.Unreadable))
    return C;

  std::string Language; // from -x: applies to the inputs after it
  unsigned LowestArch = 0;
  bool Rdc = false, Deps = false;
  std::string OutputKind = "";
  std::string OutputDir; // nvcc's -odir: where a default output goes
  std::vector<size_t> CudaSources;
  const std::vector<std::string> &E = C.Expanded;
  for (size_t I = C.CompilerIndex + 1; I < E.size(); ++I) {
    StringRef A = E[I];
    StringRef Name = A, Value;
    bool HasValue = false;
    if (valueFlags().contains(A)) {
      if (I + 1 >= E.size())
        break;
      Value = E[++I];
      HasValue = true;
    } else if (splitJoined(A, Name, Value) ||
               (!A.starts_with("--") && splitGlued(A, Name, Value))) {
      HasValue = true;
    } else if (!Nvcc && A.starts_with("-o") && A.size() > 2) {
      Name = "-o", Value = A.drop_front(2), HasValue = true;
    }

    if (!A.starts_with("-") || A == "-") {
      if (A == "-") {
        C.PassThrough = "reads standard input";
        return C;
      }
      StringRef Ext = llvm::sys::path::extension(A);
      bool Cuda = Language.empty() ? Ext == ".cu"
                                   : Language == "cu" || Language == "cuda";
      if (Cuda)
        CudaSources.push_back(I);
      continue;
    }
    if (!HasValue) {
      if (endsCompile(A)) {
        C.PassThrough = ("'" + A + "' compiles nothing to rewrite").str();
        return C;
      }
      if (A == "-c" || A == "--compile")
        OutputKind = ".o";
      else if (A == "-dc" || A == "--device-c")
        Rdc = true, OutputKind = ".o";
      else if (A == "-ptx" || A == "--ptx")
        OutputKind = ".ptx";
      else if (A == "-cubin" || A == "--cubin")
        OutputKind = ".cubin";
      else if (A == "-fatbin" || A == "--fatbin")
        OutputKind = ".fatbin";
      else if (A == "-S" && !Nvcc)
        OutputKind = ".s";
      else if (A == "-fgpu-rdc")
        Rdc = true;
      else if (A == "-MD" || A == "-MMD" || A == "--generate-dependencies-with-compile" ||
               A == "--generate-nonsystem-dependencies-with-compile")
        Deps = true;
      continue;
    }
    if (Name == "-o" || Name == "--output-file")
      C.Output = Value.str();
    else if (Name == "-odir" || Name == "--output-directory")
      OutputDir = Value.str();
    else if (Name == "-MF" || Name == "--dependency-output")
      C.DepFile = Value.str();
    else if (Name == "-x" || Name == "--x")
      Language = Value == "none" ? "" : Value.str();
    else if (Name == "-I" || Name == "--include-path")
      C.ParseFlags.push_back(("-I" + Value).str());
    else if (Name == "-D" || Name == "--define-macro")
      C.ParseFlags.push_back(("-D" + Value).str());
    else if (Name == "-U" || Name == "--undefine-macro")
      C.ParseFlags.push_back(("-U" + Value).str());
    else if (Name == "-isystem" || Name == "--system-include") {
      C.ParseFlags.push_back("-isystem");
      C.ParseFlags.push_back(Value.str());
    } else if (Name == "-iquote") {
      C.ParseFlags.push_back("-iquote");
      C.ParseFlags.push_back(Value.str());
    } else if (Name == "-include" || Name == "--pre-include") {
      C.ParseFlags.push_back("-include");
      C.ParseFlags.push_back(Value.str());
    } else if (Name == "-std" || Name == "--std")
      C.ParseFlags.push_back(("-std=" + Value).str());
    else if (Name == "-rdc" || Name == "--relocatable-device-code")
      Rdc = isTrue(Value);
    else if (Name == "-Xcompiler" || Name == "--compiler-options") {
      llvm::SmallVector<StringRef, 4> Parts;
      Value.split(Parts, ',', -1, false);
      for (StringRef P : Parts)
        if (P.starts_with("-D") || P.starts_with("-U") || P.starts_with("-I") ||
            P.starts_with("-std="))
          C.ParseFlags.push_back(P.str());
    } else if (Name == "-arch" || Name == "--gpu-architecture" ||
               Name == "-code" || Name == "--gpu-code" ||
               Name == "-gencode" || Name == "--generate-code" ||
               Name == "--cuda-gpu-arch" || Name == "--offload-arch")
      noteArchs(Value, LowestArch, C.GpuArch);
    else if (Name == "--cuda-path")
      C.CudaPath = Value.str();
  }

  if (CudaSources.size() != 1) {
    C.PassThrough = CudaSources.empty() ? "no CUDA source"
                                        : "several CUDA sources";
    return C;
  }
  C.ExpandedSourceIndex = CudaSources.front();
  C.Source = E[C.ExpandedSourceIndex];
  C.SourceIndex = Origin[C.ExpandedSourceIndex];
  if (Rdc)
    C.ParseFlags.push_back("-fgpu-rdc");
  // Without -o the compiler names its output after the source: name it
  // after the original, explicitly, so that the copy does not change it.
  // A link's default (a.out) does not depend on the source's name.
  if (C.Output.empty() && OutputKind.empty()) {
    C.Output = "a.out";
  } else if (C.Output.empty()) {
    C.DefaultOutput = true;
    llvm::SmallString<256> Out(OutputDir);
    llvm::sys::path::append(Out, llvm::sys::path::stem(C.Source) + OutputKind);
    C.Output = Out.str().str();
  }
  // -MD without -MF: both compilers name the file after the -o output.
  if (Deps && C.DepFile.empty()) {
    llvm::SmallString<256> D(C.Output);
    llvm::sys::path::replace_extension(D, ".d");
    C.DepFile = D.str().str();
  }
  return C;
}

std::vector<std::string> commandForCopy(const std::vector<std::string> &Args,
                                        const CompileCommand &C,
                                        const std::string &Copy,
                                        const std::string &RuntimeInclude) {
  // The source on the top-level command where it is; else (it came from a
  // response file) every argument read in.
  std::vector<std::string> Out = C.SourceIndex != std::string::npos
                                     ? Args
                                     : C.Expanded;
  size_t At = C.SourceIndex != std::string::npos ? C.SourceIndex
                                                 : C.ExpandedSourceIndex;
  Out[At] = Copy;
  if (C.DefaultOutput) {
    Out.push_back("-o");
    Out.push_back(C.Output);
  }
  if (!RuntimeInclude.empty()) {
    Out.push_back("-isystem");
    Out.push_back(RuntimeInclude);
  }
  return Out;
}

} // namespace warpagg_launch
