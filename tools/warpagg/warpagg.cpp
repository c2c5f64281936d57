//===- warpagg.cpp - The warpagg command line ------------------------------===//
//
// Parses options (libTooling's CommonOptionsParser conventions: files, then
// `--` and compiler flags, or -p <build dir> with compile_commands.json),
// checks them, and hands the work to the driver.
//
//===----------------------------------------------------------------------===//
#include "warpagg/Driver.h"
#include "warpagg/frontend/NvccDialect.h"

#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace warpagg;

static cl::OptionCategory Category("warpagg options");

static const char Overview[] = R"(warpagg: rewrite CUDA atomics into warp-aggregated atomics

Finds calls of CUDA's reduction atomics (atomicAdd, atomicSub, atomicMin,
atomicMax, atomicAnd, atomicOr, atomicXor and their _block/_system forms, and
relaxed fetch_add ... fetch_xor on a cuda::atomic_ref or cuda::std::atomic_ref)
in device code and rewrites each one it can prove safe into a call of the
header-only warpagg runtime, which lets the lanes of a warp that update the
same address combine their values first and issue one atomic:

  atomicAdd(&hist[bin], 1);        ->  warpagg::reduce_add(&hist[bin], 1);
  int i = atomicAdd(&count, 1);    ->  int i = warpagg::atomic_add(&count, 1);
  r.fetch_add(v, cuda::std::memory_order_relaxed);  ->  warpagg::reduce_add(r, v);

and adds '#include <warpagg/warpagg.cuh>' once (warpagg/atomic_ref.cuh for
atomic_ref calls). Every other byte of the file is
kept. Sites it leaves alone (shared memory, thread-local addresses, calls in
macro bodies, __host__ __device__ code, sites already aggregated by hand under
'if (lane == 0)', headers not selected by --header-filter) are reported with
the reason. Where the address is provably the same in every lane, the call
names the 'uniform' strategy.

In the source, '// warpagg: ignore' on or above a line skips its sites,
'// warpagg: ignore-begin' ... '// warpagg: ignore-end' skips a region, and
'// warpagg: strategy=<name>' on or above a line picks the runtime strategy. Compile the result with
'-I <warpagg>/runtime/include' (or the installed include directory).

Each file is parsed by clang for the device side of one GPU architecture,
with the flags after '--' or from compile_commands.json (-p <build-dir>);
nvcc-only flags found there are translated or dropped.

Exit status: 0 success, 1 an input failed to parse or could not be written
(it is left unchanged), 2 bad usage or no CUDA installation.

Examples:
  warpagg kernel.cu                       print the rewritten file
  warpagg -i a.cu b.cu -- -DUSE_X -Iinc   rewrite in place, with flags
  warpagg --dry-run -p build src/k.cu     report only, flags from build/
  warpagg -i -p build -j 8                every CUDA file of build/'s
                                          compile_commands.json, 8 at a time
)";

static cl::opt<std::string> OutputPath(
    "o", cl::desc("Write the rewritten file here (one input only)"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> InPlace("i", cl::desc("Rewrite the input files in place"),
                             cl::cat(Category));
static cl::opt<bool>
    DryRun("dry-run", cl::desc("Report what would be rewritten; write nothing"),
           cl::cat(Category));
static cl::opt<std::string> CudaPath(
    "cuda-path",
    cl::desc("CUDA installation (default: $CUDA_PATH, else /usr/local/cuda)"),
    cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string>
    GpuArch("cuda-gpu-arch",
            cl::desc("GPU architecture to parse device code for, sm_75 or "
                     "newer (default: sm_90)"),
            cl::value_desc("sm_XX"), cl::init("sm_90"), cl::cat(Category));
static cl::opt<std::string> Strategy(
    "strategy",
    cl::desc("Runtime strategy named in rewritten calls: adaptive (default; "
             "chooses per warp at run time), runs, match, ballot_loop. "
             "'uniform' is chosen per site where the address is proven the "
             "same in every lane"),
    cl::init("adaptive"), cl::cat(Category));
static cl::opt<std::string> SharedPolicy(
    "shared",
    cl::desc("Atomics on __shared__ memory: 'leave' (default) or 'rewrite'"),
    cl::init("leave"), cl::cat(Category));
static cl::opt<std::string> GridStridePolicy(
    "grid-stride",
    cl::desc("Atomics in grid-stride loops (the step reads gridDim): "
             "'rewrite' (default; the report notes them) or 'leave' (for "
             "kernels launched with few warps per SM, where aggregation can "
             "cost up to 2x the plain atomic; proven-uniform addresses and "
             "sites with a 'warpagg: strategy=' comment are still rewritten)"),
    cl::init("rewrite"), cl::cat(Category));
static cl::opt<std::string> HeaderFilter(
    "header-filter",
    cl::desc("Regular expression: rewrite sites in project headers whose "
             "path matches (with -i; each header once). System and CUDA "
             "headers never"),
    cl::cat(Category));
static cl::opt<std::string> ReportFormatName(
    "report",
    cl::desc("How decisions are reported: 'text' (default; clang-style "
             "remarks and notes) or 'json' (one record per site)"),
    cl::init("text"), cl::cat(Category));
static cl::opt<std::string> ReportFile(
    "report-file",
    cl::desc("Write the --report=json records to this file instead of stderr"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> Check(
    "check",
    cl::desc("Write nothing; exit 1 if any site could be rewritten (for CI)"),
    cl::cat(Category));
static cl::opt<unsigned> Jobs(
    "j",
    cl::desc("Translation units parsed in parallel (default: the number of "
             "cores)"),
    cl::value_desc("N"), cl::init(0), cl::cat(Category));
static cl::opt<std::string> ExportFixes(
    "export-fixes",
    cl::desc("Also write every edit as clang's replacements YAML (for "
             "clang-apply-replacements)"),
    cl::value_desc("file.yaml"), cl::cat(Category));
static cl::opt<std::string> DepFile(
    "depfile",
    cl::desc("With -o: also write the output's dependencies (the input and "
             "every non-system header it includes) as a make rule, like "
             "clang's -MD, for build systems (CMake's DEPFILE, Ninja)"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> SkipSystemBodies(
    "skip-system-bodies",
    cl::desc("Skip the bodies of non-template functions in system headers "
             "while parsing (default: on; =false parses them)"),
    cl::init(true), cl::cat(Category));
static cl::opt<bool> SharedPreamble(
    "shared-preamble",
    cl::desc("Parse CUDA's implicit headers once per compile command that "
             "several inputs share, as a precompiled header reused by each "
             "(default: on; =false parses them for every input)"),
    cl::init(true), cl::cat(Category));
static cl::opt<std::string> ProgressMode(
    "progress",
    cl::desc("Progress while several inputs are parsed: 'auto' (default: a "
             "bar redrawn in place when stderr is a terminal, else nothing), "
             "'bar', 'lines' (\"[i/n] file\" per parsed input, for logs) or "
             "'none'"),
    cl::value_desc("mode"), cl::init("auto"), cl::cat(Category));
static cl::opt<bool> Quiet("quiet", cl::desc("Print errors only: no per-site remarks and notes, no summary"),
                           cl::cat(Category));

namespace {

int usageError(const Twine &Message) {
  errs() << "warpagg: error: " << Message
         << "\nRun 'warpagg --help' for usage.\n";
  return ExitUsage;
}

bool hasDoubleDash(int Argc, const char **Argv) {
  for (int I = 1; I < Argc; ++I)
    if (StringRef(Argv[I]) == "--")
      return true;
  return false;
}

// The value of -p (or empty): CommonOptionsParser loads no database when no
// file is named, so the whole-database mode loads it itself.
std::string buildDirectoryFlag(int Argc, const char **Argv) {
  for (int I = 1; I < Argc; ++I) {
    StringRef A = Argv[I];
    if (A == "--")
      break;
    if ((A == "-p" || A == "--p") && I + 1 < Argc)
      return Argv[I + 1];
    if (A.consume_front("-p=") || A.consume_front("--p="))
      return A.str();
  }
  return "";
}

// With -p and no files: every CUDA translation unit in the database (a .cu
// file, or any file compiled by nvcc or with "-x cu"/"-x cuda").
std::vector<std::string>
cudaFilesOf(const clang::tooling::CompilationDatabase &Database) {
  std::vector<std::string> Files;
  for (const std::string &File : Database.getAllFiles()) {
    bool Cuda = StringRef(File).ends_with(".cu");
    for (const auto &Command : Database.getCompileCommands(File)) {
      const auto &Args = Command.CommandLine;
      for (size_t I = 0; !Cuda && I < Args.size(); ++I)
        Cuda = (I == 0 && StringRef(Args[I]).contains("nvcc")) ||
               ((Args[I] == "-x" || Args[I] == "--x") && I + 1 < Args.size() &&
                (Args[I + 1] == "cu" || Args[I + 1] == "cuda"));
    }
    if (Cuda)
      Files.push_back(File);
  }
  return Files;
}

} // namespace

int main(int Argc, const char **Argv) {
  // libLLVM already registers -stats (its statistics, external storage);
  // warpagg gives that option its own meaning and only asks, through the
  // base class, whether it was given.
  cl::Option *Stats = cl::getRegisteredOptions().lookup("stats");
  if (Stats) {
    Stats->setDescription("Print counts of sites by decision and reason");
    Stats->addCategory(Category);
    Stats->setHiddenFlag(cl::NotHidden);
  }
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "warpagg 0.1.0 (built with LLVM/Clang " << LLVM_VERSION_STRING
       << ")\n";
  });

  // Without `--` or -p, parse with no extra flags rather than searching the
  // file's parent directories for a compilation database (and warning).
  std::vector<const char *> Args(Argv, Argv + Argc);
  std::string BuildDirectory = buildDirectoryFlag(Argc, Argv);
  if (BuildDirectory.empty() && !hasDoubleDash(Argc, Argv))
    Args.push_back("--");
  int ArgCount = static_cast<int>(Args.size());
  auto Parser = clang::tooling::CommonOptionsParser::create(
      ArgCount, Args.data(), Category, cl::ZeroOrMore, Overview);
  if (!Parser) {
    errs() << toString(Parser.takeError());
    errs() << "Run 'warpagg --help' for usage.\n";
    return ExitUsage;
  }

  DriverOptions Options;
  std::vector<std::string> Files = Parser->getSourcePathList();
  clang::tooling::CompilationDatabase *Database = nullptr;
  std::unique_ptr<clang::tooling::CompilationDatabase> WholeDatabase;
  if (Files.empty() && !BuildDirectory.empty()) {
    std::string Message;
    WholeDatabase = clang::tooling::CompilationDatabase::autoDetectFromDirectory(
        BuildDirectory, Message);
    if (!WholeDatabase)
      return usageError("cannot load a compilation database from '" +
                        BuildDirectory + "': " + Message);
    WholeDatabase = clang::tooling::expandResponseFiles(
        std::move(WholeDatabase), llvm::vfs::getRealFileSystem());
    Database = WholeDatabase.get();
    Files = cudaFilesOf(*Database);
    if (Files.empty())
      return usageError("the compilation database in '" + BuildDirectory +
                        "' lists no CUDA files");
  } else {
    Database = &Parser->getCompilations();
  }
  if (Files.empty())
    return usageError("no input files");
  int Modes = !OutputPath.empty() + InPlace + DryRun;
  if (Modes > 1)
    return usageError("-o, -i and --dry-run exclude each other");
  if (!OutputPath.empty()) {
    if (Files.size() != 1)
      return usageError("-o takes exactly one input file");
    Options.Mode = OutputMode::File;
    Options.OutputPath = OutputPath;
  } else if (InPlace) {
    Options.Mode = OutputMode::InPlace;
  } else if (DryRun) {
    Options.Mode = OutputMode::DryRun;
  } else if (Files.size() != 1 && !Check) {
    return usageError("several input files need -i, --dry-run or --check");
  }
  if (!DepFile.empty() && OutputPath.empty())
    return usageError("--depfile needs -o: it names the dependencies of that "
                      "output");
  if (Check && Modes > 0)
    return usageError("--check writes nothing; it excludes -o, -i and "
                      "--dry-run");
  if (Check)
    Options.Mode = OutputMode::DryRun;
  if (!isKnownStrategy(Strategy))
    return usageError("unknown --strategy '" + Strategy +
                      "' (adaptive, runs, match, uniform, ballot_loop)");
  if (Strategy == "uniform")
    return usageError("--strategy=uniform cannot be a default: it is correct "
                      "only where every lane passes the same address, and "
                      "warpagg picks it by itself where it proves that");
  Options.Rewrite.Strategy = Strategy;
  if (SharedPolicy != "leave" && SharedPolicy != "rewrite")
    return usageError("--shared takes 'leave' or 'rewrite', not '" +
                      SharedPolicy + "'");
  Options.Rewrite.RewriteShared = SharedPolicy == "rewrite";
  if (GridStridePolicy != "rewrite" && GridStridePolicy != "leave")
    return usageError("--grid-stride takes 'rewrite' or 'leave', not '" +
                      GridStridePolicy + "'");
  Options.Rewrite.LeaveGridStride = GridStridePolicy == "leave";

  SmallVector<StringRef, 2> Match;
  if (!Regex("^sm_([0-9]+)a?$").match(GpuArch, &Match) ||
      std::stoi(Match[1].str()) < 75)
    return usageError("--cuda-gpu-arch must be sm_75 or newer (got '" +
                      GpuArch + "'): warp match and sync intrinsics need it");
  Options.Cuda.GpuArch = GpuArch;

  Expected<std::string> Cuda = findCudaInstallation(CudaPath);
  if (!Cuda) {
    errs() << "warpagg: error: " << toString(Cuda.takeError()) << "\n";
    return ExitUsage;
  }
  Options.Cuda.CudaPath = *Cuda;
  Options.Cuda.ResourceDir = defaultResourceDir();
  Options.Cuda.RuntimeInclude = defaultRuntimeInclude(Argv[0]);
  Options.Cuda.NvccPrelude = defaultNvccPrelude(Argv[0]);
  Options.Cuda.HostInclude = hostCompilerIncludeDir("c++");
  Options.Quiet = Quiet;
  Options.Jobs =
      Jobs ? unsigned(Jobs) : llvm::hardware_concurrency().compute_thread_count();
  if (ProgressMode == "lines")
    Options.Progress = ProgressStyle::Lines;
  else if (ProgressMode == "bar" ||
           (ProgressMode == "auto" && !Quiet && Files.size() > 1 &&
            llvm::sys::Process::StandardErrIsDisplayed()))
    Options.Progress = ProgressStyle::Bar;
  if (unsigned Columns = llvm::sys::Process::StandardErrColumns())
    Options.ProgressWidth = Columns;
  Options.ExportFixes = ExportFixes;
  Options.DepFile = DepFile;
  Options.SkipSystemBodies = SkipSystemBodies;
  Options.SharedPreamble = SharedPreamble;
  Options.Stats = Stats && Stats->getNumOccurrences() > 0;
  Options.Check = Check;
  Options.HeaderFilter = HeaderFilter;
  std::string RegexError;
  if (!HeaderFilter.empty() && !Regex(HeaderFilter).isValid(RegexError))
    return usageError("--header-filter is not a valid regular expression: " +
                      RegexError);
  if (ProgressMode != "auto" && ProgressMode != "bar" &&
      ProgressMode != "lines" && ProgressMode != "none")
    return usageError("--progress takes 'auto', 'bar', 'lines' or 'none', "
                      "not '" + ProgressMode + "'");
  if (ReportFormatName == "json")
    Options.Format = ReportFormat::Json;
  else if (ReportFormatName != "text")
    return usageError("--report takes 'text' or 'json', not '" +
                      ReportFormatName + "'");
  if (!ReportFile.empty() && Options.Format != ReportFormat::Json)
    return usageError("--report-file needs --report=json");
  Options.ReportFile = ReportFile;

  return runDriver(*Database, Files, Options, outs(), errs());
}
