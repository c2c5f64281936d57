//===- warpagg.cpp - The warpagg command line ------------------------------===//
//
// Parses options (libTooling's CommonOptionsParser conventions: files, then
// `--` and compiler flags, or -p <build dir> with compile_commands.json),
// checks them, and hands the work to the driver.
//
//===----------------------------------------------------------------------===//
#include "warpagg/Driver.h"
#include "warpagg/frontend/NvccDialect.h"
#include "warpagg/frontend/NvccFlags.h"
#include "warpagg/frontend/ProjectConfig.h"
#include "warpagg/frontend/ParseInputs.h"
#include "warpagg/report/Report.h"
#include "warpagg/rewrite/EditFormatting.h"
#include "warpagg/rewrite/OutputFile.h"

#include "clang/Basic/OffloadArch.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/StringSaver.h"
#include <algorithm>
#include <csignal>
#include <pthread.h>

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

A '.warpagg' file (YAML: Strategy, SharedPolicy, GridStridePolicy,
HeaderFilter, Fuse, Privatize, ExtraArgs, QuietRemarks), the first found
walking up from each input's directory, configures that input; flags given
win (--dump-config shows the result).

Each file is parsed by clang for the device side of one GPU architecture,
with the flags after '--' or from compile_commands.json (-p <build-dir>);
nvcc-only flags found there are translated or dropped.

Exit status (where several apply, the first of 2, 1, 5, 4, 3):
  0  success (--check: nothing left to rewrite)
  1  an input could not be read or written, or clang crashed on it (it is
     left unchanged), or a side output (--report-file, --export-fixes,
     --depfile, standard output) could not be written (then no file is)
  2  bad usage or no CUDA installation: nothing was done
  3  --check: some site could still be rewritten
  4  clang could not parse an input (left unchanged; the others are done)
  5  --verify: clang could not parse a rewritten file (a bug of warpagg's:
     that input and the headers rewritten with it are left unchanged)
Regular files are replaced whole
(a temporary file renamed over them); links are followed; read-only files,
files with several hard links and files changed by someone else meanwhile
are left unchanged, with an error. /dev/stdout, /dev/stderr, FIFOs and
character devices are written as they are, never replaced.

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
             "chooses per warp at run time), runs, match, ballot_loop, "
             "likely_distinct, distinct_in_rows, likely_uniform. Per site, "
             "'uniform' is chosen where the address is proven the same in "
             "every lane, 'distinct_in_rows' where it is distinct whenever a "
             "warp lies in one row of the block, 'likely_distinct' where it "
             "increases with the lane but is not proven distinct, "
             "'likely_uniform' where it is the same in every lane of a loop "
             "iteration"),
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
static cl::opt<std::string> FusePolicy(
    "fuse",
    cl::desc("Atomics whose addresses all derive from one key, in straight-"
             "line code ('atomicAdd(&rho[c], w); atomicAdd(&jx[c], w*vx);'): "
             "'on' (default) fuses them into one warpagg::group (one peer "
             "discovery, one combined reduction, one leader issuing all); "
             "'off' rewrites each on its own. '// warpagg: no-fuse' keeps a "
             "line's sites out of groups"),
    cl::init("on"), cl::cat(Category));
static cl::opt<std::string> PrivatizePolicy(
    "privatize",
    cl::desc("Small tables (keys proven in a small range: 8-bit keys, "
             "'k & 255', 'k % 64u', a clamp, '// warpagg: keys=N'; a one-"
             "address counter) that a kernel only updates with reduction "
             "atomics: 'on' (default) gives each block a private copy in "
             "shared memory, flushed once per block; 'off' leaves them in "
             "global memory. '// warpagg: no-privatize' keeps a line's (or a "
             "kernel's) tables out"),
    cl::init("on"), cl::cat(Category));
static cl::opt<unsigned long long> PrivatizeBudget(
    "privatize-budget",
    cl::desc("Bytes of shared memory per block that a kernel's private "
             "tables may take together (default 16384)"),
    cl::init(16384), cl::cat(Category));
static cl::opt<std::string> HeaderFilter(
    "header-filter",
    cl::desc("Regular expression: rewrite sites in project headers whose "
             "path matches (with -i; each header once). System and CUDA "
             "headers never"),
    cl::cat(Category));
static cl::opt<bool> Diff(
    "diff",
    cl::desc("Print a unified diff of every file the rewrite changes "
             "(headers selected by --header-filter included) on stdout; "
             "write nothing. Apply it with 'patch -p0'"),
    cl::cat(Category));
static cl::opt<std::string> ReportFormatName(
    "report",
    cl::desc("How decisions are reported: 'text' (default; clang-style "
             "remarks and notes on stderr), 'json' (one record per site), "
             "'sarif' (SARIF 2.1.0: one result per site, fixes as "
             "replacements) or 'html' (one self-contained page); the last "
             "three go to --report-file, else alone on stdout"),
    cl::init("text"), cl::cat(Category));
static cl::opt<std::string> ReportFile(
    "report-file",
    cl::desc("Write the --report=json|sarif|html report to this file ('-': "
             "stdout, the default)"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> Verbose(
    "v", cl::desc("Print the clang command line used for each input"),
    cl::cat(Category));
static cl::opt<bool> Check(
    "check",
    cl::desc("Write nothing; exit 3 if any site could be rewritten, 4 if an "
             "input could not be parsed (for CI)"),
    cl::cat(Category));
static cl::opt<bool> Verify(
    "verify",
    cl::desc("Before writing, have clang parse every changed file again (its "
             "new text, with the same flags and the runtime's headers); "
             "where that fails, print clang's errors, write nothing of that "
             "input and exit 5"),
    cl::cat(Category));
static cl::opt<unsigned> Jobs(
    "j",
    cl::desc("Translation units parsed in parallel (default and most: the "
             "number of hardware threads, and at most one per input)"),
    cl::value_desc("N"), cl::init(0), cl::Prefix, // -j8 as make spells it
    cl::cat(Category));
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
static cl::opt<std::string> LineDirectivesMode(
    "line-directives",
    cl::desc("'#line' directives in a rewritten copy that name the original "
             "file and its line numbers (for diagnostics, __FILE__, "
             "-lineinfo, debuggers): 'auto' (default; with -o to another "
             "file), 'on' (also on stdout), 'off'. -i outputs never get them. "
             "(Apart from these, unless the rewrite is formatted "
             "(--format-style), the runtime include keeps every line's "
             "number in all modes: it takes a blank line, or is followed by "
             "a bare '#line N')"),
    cl::init("auto"), cl::cat(Category));
static cl::opt<std::string> FormatStyle(
    "format-style",
    cl::desc("Format the rewritten lines with clang-format's libFormat: "
             "'file' (the .clang-format nearest above each file, else LLVM's "
             "style), 'none' (the compact form: inserted code shares the "
             "lines already there, so no line moves), a style (llvm, google, "
             "chromium, mozilla, webkit, gnu, microsoft), 'file:<path>' or "
             "'{key: value, ...}'. Default: the file's .clang-format where "
             "one is found above it, else 'none'. Formatted, privatization's "
             "prologue and epilogue and a group's declaration and commit go "
             "on lines of their own and later lines move: an -o copy gets "
             "'#line' directives that keep diagnostics on the original's "
             "lines, an -i file none (__LINE__ and assert messages then name "
             "the lines of the file as it now reads)"),
    cl::value_desc("style"), cl::cat(Category));
static cl::opt<bool> PinLocalIncludes(
    "pin-local-includes",
    cl::desc("With -o into another directory: write each #include \"x.h\" "
             "of the input that found x.h beside the input as x.h's "
             "absolute path, so that the copy compiles from where it is "
             "with the original's flags and no added search path (the "
             "compiler launcher and the CMake module use it; off: the copy "
             "keeps the input's includes as written)"),
    cl::init(false), cl::cat(Category));
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
static cl::opt<std::string> TestingBeforeReplace(
    "testing-before-replace",
    cl::desc("For tests: a shell command run before each output file "
             "replaces the old one ($1: the file)"),
    cl::ReallyHidden, cl::cat(Category));
static cl::opt<std::string> TestingCrashParse(
    "testing-crash-parse",
    cl::desc("For tests: overflow the stack while parsing inputs whose path "
             "contains this"),
    cl::ReallyHidden, cl::cat(Category));
static cl::opt<bool> DumpConfig(
    "dump-config",
    cl::desc("Print the configuration the first input (or, without one, the "
             "working directory) gets: its .warpagg under the flags given, "
             "as YAML; then exit"),
    cl::cat(Category));
static cl::opt<bool> Quiet("quiet", cl::desc("Print errors only: no per-site remarks and notes, no summary"),
                           cl::cat(Category));

namespace {

int usageError(const Twine &Message) {
  printDiagnostic(errs(), "warpagg", DiagnosticLevel::Error, Message);
  errs() << "Run 'warpagg --help' for usage.\n";
  return ExitUsage;
}

bool hasDoubleDash(int Argc, const char **Argv) {
  for (int I = 1; I < Argc; ++I)
    if (StringRef(Argv[I]) == "--")
      return true;
  return false;
}

// nvcc's "-std c++17" after `--` as "-std=c++17" (NvccFlags.h).
void joinNvccValuesAfterDoubleDash(std::vector<const char *> &Args,
                                   BumpPtrAllocator &Memory) {
  auto DoubleDash = llvm::find(Args, StringRef("--"));
  if (DoubleDash == Args.end())
    return;
  size_t First = DoubleDash - Args.begin() + 1;
  std::vector<std::string> Joined = warpagg::joinNvccValues(
      std::vector<std::string>(Args.begin() + First, Args.end()));
  StringSaver Saver(Memory);
  Args.resize(First);
  for (const std::string &Flag : Joined)
    Args.push_back(Saver.save(Flag).data());
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

// A signal the tool was started with ignored (nohup, a background job of a
// non-interactive shell) stays ignored: LLVM's handlers, installed for
// temporary files, would otherwise act on it (remove the files) and return.
// Blocked before any thread starts, it is never delivered.
void keepIgnoredSignalsIgnored() {
  sigset_t Ignored;
  sigemptyset(&Ignored);
  for (int Signal : {SIGHUP, SIGINT, SIGTERM, SIGQUIT, SIGUSR2}) {
    struct sigaction Old;
    if (sigaction(Signal, nullptr, &Old) == 0 && Old.sa_handler == SIG_IGN)
      sigaddset(&Ignored, Signal);
  }
  pthread_sigmask(SIG_BLOCK, &Ignored, nullptr);
}

// Response files (@file), expanded as clang's driver does, nested ones
// included; a file that includes itself is an error, not silently dropped.
Error expandResponseFiles(std::vector<const char *> &Args,
                          BumpPtrAllocator &Memory) {
  SmallVector<const char *, 32> Expanded(Args.begin(), Args.end());
  cl::ExpansionContext Context(Memory, cl::TokenizeGNUCommandLine);
  if (Error E = Context.expandResponseFiles(Expanded))
    return E;
  Args.assign(Expanded.begin(), Expanded.end());
  return Error::success();
}

// "sm_90" -> 90, "sm_90a" -> 90; 0 when not an architecture name.
unsigned smVersion(StringRef Arch) {
  SmallVector<StringRef, 2> Match;
  unsigned Version = 0;
  if (!Regex("^sm_([0-9]+)a?$").match(Arch, &Match))
    return 0;
  if (Match[1].getAsInteger(10, Version))
    return ~0u; // too large: an architecture no compiler knows
  return Version;
}

// The side outputs may name neither an input nor the -o file nor each
// other: each would silently replace the other's contents.
std::string sideOutputClash(const std::vector<std::string> &Files) {
  std::vector<std::pair<std::string, std::string>> Outputs;
  StringRef Report = ReportFile == "-" ? StringRef() : StringRef(ReportFile);
  for (auto [Flag, Path] : {std::pair<StringRef, StringRef>{"--report-file",
                                                            Report},
                            {"--export-fixes", ExportFixes},
                            {"--depfile", DepFile}})
    // /dev/null or a stream named twice is written twice, replacing nothing.
    if (!Path.empty() && !isStreamOrDevice(Path))
      Outputs.emplace_back(Flag.str(), Path.str());
  for (size_t I = 0; I < Outputs.size(); ++I) {
    const auto &[Flag, Path] = Outputs[I];
    for (const std::string &F : Files)
      if (sameFile(Path, F))
        return Flag + " names the input '" + F + "'";
    if (!OutputPath.empty() && sameFile(Path, OutputPath))
      return Flag + " names the -o file '" + OutputPath + "'";
    for (size_t J = 0; J < I; ++J)
      if (sameFile(Path, Outputs[J].second))
        return Flag + " and " + Outputs[J].first + " name the same file";
  }
  return "";
}

// What is wrong with the flags a .warpagg file can also set (empty:
// nothing): checked before they configure anything or are dumped.
std::string badRewriteFlag() {
  if (!isKnownStrategy(Strategy))
    return "unknown --strategy '" + Strategy +
           "' (adaptive, runs, match, uniform, ballot_loop, likely_distinct, "
           "distinct_in_rows, likely_uniform)";
  if (Strategy == "uniform")
    return "--strategy=uniform cannot be a default: it is correct only where "
           "every lane passes the same address, and warpagg picks it by "
           "itself where it proves that";
  if (SharedPolicy != "leave" && SharedPolicy != "rewrite")
    return "--shared takes 'leave' or 'rewrite', not '" + SharedPolicy + "'";
  if (GridStridePolicy != "rewrite" && GridStridePolicy != "leave")
    return "--grid-stride takes 'rewrite' or 'leave', not '" +
           GridStridePolicy + "'";
  if (FusePolicy != "on" && FusePolicy != "off")
    return "--fuse takes 'on' or 'off', not '" + FusePolicy + "'";
  if (Error E = checkFormatStyle(FormatStyle))
    return "--format-style: " + toString(std::move(E));
  std::string RegexError;
  if (!HeaderFilter.empty() && !Regex(HeaderFilter).isValid(RegexError))
    return "--header-filter is not a valid regular expression: " + RegexError;
  return "";
}

} // namespace

int main(int Argc, const char **Argv) {
  keepIgnoredSignalsIgnored();
  // --color=auto until the options say otherwise (LLVM's stderr stream
  // colours even a file otherwise).
  errs().enable_colors(errs().has_colors());
  // LLVM's signal handlers (they remove temporary files) are registered here,
  // on the main thread, before any worker thread: the first registration
  // installs an alternate signal stack on the registering thread, and one
  // installed on a pool thread replaced the sanitizer's own there, which the
  // sanitizer runtime then failed to unmap at the thread's exit.
  sys::PrintStackTraceOnErrorSignal(Argv[0]);
  // Past `ulimit -f` a write fails with EFBIG and says so (the output is
  // left as it was) instead of the signal ending the process, which LLVM's
  // handlers take for a crash.
  ::signal(SIGXFSZ, SIG_IGN);
  // A crash of clang in one input fails that input (ParseInputs). Its
  // handlers run on the parse threads' alternate stacks, so that a stack
  // overflow is recovered too.
  CrashRecoveryContext::Enable();
  for (int Signal : {SIGSEGV, SIGBUS}) {
    struct sigaction Action;
    if (sigaction(Signal, nullptr, &Action) == 0) {
      Action.sa_flags |= SA_ONSTACK;
      sigaction(Signal, &Action, nullptr);
    }
  }
  // libLLVM already registers -stats (its statistics, external storage);
  // warpagg gives that option its own meaning and only asks, through the
  // base class, whether it was given.
  cl::Option *Stats = cl::getRegisteredOptions().lookup("stats");
  if (Stats) {
    Stats->setDescription("Print counts of sites by decision and reason");
    Stats->addCategory(Category);
    Stats->setHiddenFlag(cl::NotHidden);
  }
  // libLLVM's own -color (true/false) gives way to clang's spelling
  // (auto/always/never); constructed here, after it is gone.
  if (cl::Option *LlvmColor = cl::getRegisteredOptions().lookup("color"))
    LlvmColor->removeArgument();
  static cl::opt<std::string> ColorMode(
      "color",
      cl::desc("Colour remarks, notes, warnings and errors like clang: "
               "'auto' (default: when stderr is a terminal), 'always' or "
               "'never'"),
      cl::value_desc("when"), cl::init("auto"), cl::cat(Category));
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "warpagg 0.1.0 (built with LLVM/Clang " << LLVM_VERSION_STRING
       << ")\n";
  });

  // Without `--` or -p, parse with no extra flags rather than searching the
  // file's parent directories for a compilation database (and warning).
  std::vector<const char *> Args(Argv, Argv + Argc);
  BumpPtrAllocator ArgMemory;
  if (Error E = expandResponseFiles(Args, ArgMemory))
    return usageError(toString(std::move(E)));
  joinNvccValuesAfterDoubleDash(Args, ArgMemory);
  // Argv itself stays the process's: Args may grow (and move) below.
  int Expanded = static_cast<int>(Args.size());
  std::string BuildDirectory = buildDirectoryFlag(Expanded, Args.data());
  if (BuildDirectory.empty() && !hasDoubleDash(Expanded, Args.data()))
    Args.push_back("--");
  // CommonOptionsParser runs without flags when -p names no database (or a
  // malformed one); like clang-tidy, that is an error.
  // A database in the directory itself must load; without one there, the
  // parent directories are searched, as CommonOptionsParser does.
  if (!BuildDirectory.empty()) {
    std::string Message;
    bool Here = sys::fs::exists(BuildDirectory + "/compile_commands.json") ||
                sys::fs::exists(BuildDirectory + "/compile_flags.txt");
    if (!(Here ? clang::tooling::CompilationDatabase::loadFromDirectory(
                     BuildDirectory, Message)
               : clang::tooling::CompilationDatabase::autoDetectFromDirectory(
                     BuildDirectory, Message)))
      return usageError("cannot load a compilation database from '" +
                        BuildDirectory + "': " + StringRef(Message).rtrim());
  }
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
  // The flags given win over a project's .warpagg keys.
  ProjectConfig Flags;
  auto Given = [](const cl::opt<std::string> &Flag) {
    return Flag.getNumOccurrences() ? std::optional<std::string>(Flag)
                                    : std::nullopt;
  };
  Flags.Strategy = Given(Strategy);
  Flags.SharedPolicy = Given(SharedPolicy);
  Flags.GridStridePolicy = Given(GridStridePolicy);
  Flags.HeaderFilter = Given(HeaderFilter);
  Flags.Fuse = Given(FusePolicy);
  Flags.FormatStyle = Given(FormatStyle);
  // --privatize belongs to the privatization pass; where the build has it,
  // its value (the last given) overrides the file's Privatize key too.
  if (cl::getRegisteredOptions().count("privatize"))
    for (StringRef A : ArrayRef(Args.data(), Args.size())) {
      if (A == "--")
        break;
      if (A.consume_front("--privatize=") || A.consume_front("-privatize="))
        Flags.Privatize = A.str();
    }
  ProjectConfigs Configs;
  if (DumpConfig) {
    if (std::string Bad = badRewriteFlag(); !Bad.empty())
      return usageError(Bad);
    SmallString<256> Directory;
    if (Files.empty())
      sys::fs::current_path(Directory);
    else
      Directory = sys::path::parent_path(normalizedPath(Files.front()));
    auto Found = Configs.forDirectory(Directory);
    if (!Found)
      return usageError(toString(Found.takeError()));
    ProjectConfig Effective = Found->first;
    Effective.overrideWith(Flags);
    outs() << "# " << (Found->second.empty() ? "no .warpagg file: defaults"
                                              : Found->second)
           << ", under the flags given\n"
           << dumpConfig(Effective);
    return ExitSuccess;
  }
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
  if (ColorMode != "auto" && ColorMode != "always" && ColorMode != "never")
    return usageError("--color takes 'auto', 'always' or 'never', not '" +
                      ColorMode + "'");
  errs().enable_colors(ColorMode == "always" ||
                       (ColorMode == "auto" && errs().has_colors()));
  int Modes = !OutputPath.empty() + InPlace + DryRun + Diff;
  if (Modes > 1)
    return usageError("-o, -i, --dry-run and --diff exclude each other");
  if (!OutputPath.empty()) {
    if (Files.size() != 1)
      return usageError("-o takes exactly one input file");
    Options.Mode = OutputMode::File;
    Options.OutputPath = OutputPath;
  } else if (InPlace) {
    Options.Mode = OutputMode::InPlace;
  } else if (DryRun) {
    Options.Mode = OutputMode::DryRun;
  } else if (Diff) {
    Options.Mode = OutputMode::Diff;
  } else if (Files.size() != 1 && !Check) {
    return usageError("several input files need -i, --dry-run, --diff or "
                      "--check");
  }
  if (!DepFile.empty() && OutputPath.empty())
    return usageError("--depfile needs -o: it names the dependencies of that "
                      "output");
  if (Check && Modes > 0)
    return usageError("--check writes nothing; it excludes -o, -i, "
                      "--dry-run and --diff");
  if (Check)
    Options.Mode = OutputMode::DryRun;
  if (std::string Bad = badRewriteFlag(); !Bad.empty())
    return usageError(Bad);
  Options.Rewrite.Strategy = Strategy;
  Options.Rewrite.RewriteShared = SharedPolicy == "rewrite";
  Options.Rewrite.LeaveGridStride = GridStridePolicy == "leave";
  Options.Rewrite.Fuse = FusePolicy == "on";
  Options.Rewrite.FormatStyle = FormatStyle;
  if (PrivatizePolicy != "on" && PrivatizePolicy != "off")
    return usageError("--privatize takes 'on' or 'off', not '" +
                      PrivatizePolicy + "'");
  Options.Rewrite.Privatize = PrivatizePolicy == "on";
  if (PrivatizeBudget == 0 || PrivatizeBudget > 228 * 1024)
    return usageError("--privatize-budget takes 1 to 233472 bytes (the "
                      "shared memory of one SM), not " +
                      std::to_string(PrivatizeBudget));
  Options.Rewrite.PrivatizeBudget = PrivatizeBudget;

  unsigned Sm = smVersion(GpuArch);
  if (Sm < 75)
    return usageError("--cuda-gpu-arch must be sm_75 or newer (got '" +
                      GpuArch + "'): warp match and sync intrinsics need it");
  if (clang::StringToOffloadArch(GpuArch) == clang::OffloadArch::UNKNOWN)
    return usageError("--cuda-gpu-arch: clang " LLVM_VERSION_STRING
                      " does not know '" + GpuArch + "'");
  Options.Cuda.GpuArch = GpuArch;

  Expected<std::string> Cuda = findCudaInstallation(CudaPath);
  if (!Cuda) {
    printDiagnostic(errs(), "warpagg", DiagnosticLevel::Error,
                    toString(Cuda.takeError()));
    return ExitUsage;
  }
  Options.Cuda.CudaPath = *Cuda;
  Options.Cuda.ResourceDir = defaultResourceDir();
  Options.Cuda.RuntimeInclude = defaultRuntimeInclude(Argv[0]);
  Options.Cuda.NvccPrelude = defaultNvccPrelude(Argv[0]);
  Options.Cuda.HostInclude = hostCompilerIncludeDir("c++");
  Options.Quiet = Quiet;
  // More threads than hardware threads or inputs only cost memory (each
  // holds a translation unit).
  unsigned Threads = llvm::hardware_concurrency().compute_thread_count();
  Options.Jobs = std::max(
      1u, std::min({Jobs ? unsigned(Jobs) : Threads, Threads,
                    static_cast<unsigned>(Files.size())}));
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
  if (LineDirectivesMode != "auto" && LineDirectivesMode != "on" &&
      LineDirectivesMode != "off")
    return usageError("--line-directives takes 'auto', 'on' or 'off', not '" +
                      LineDirectivesMode + "'");
  Options.PinLocalIncludes = PinLocalIncludes;
  Options.LineDirectives = LineDirectivesMode == "on"    ? LineDirectiveMode::On
                           : LineDirectivesMode == "off" ? LineDirectiveMode::Off
                                                         : LineDirectiveMode::Auto;
  Options.SkipSystemBodies = SkipSystemBodies;
  Options.SharedPreamble = SharedPreamble;
  Options.Stats = Stats && Stats->getNumOccurrences() > 0;
  Options.Check = Check;
  Options.HeaderFilter = HeaderFilter;
  if (ProgressMode != "auto" && ProgressMode != "bar" &&
      ProgressMode != "lines" && ProgressMode != "none")
    return usageError("--progress takes 'auto', 'bar', 'lines' or 'none', "
                      "not '" + ProgressMode + "'");
  if (ReportFormatName == "json")
    Options.Format = ReportFormat::Json;
  else if (ReportFormatName == "sarif")
    Options.Format = ReportFormat::Sarif;
  else if (ReportFormatName == "html")
    Options.Format = ReportFormat::Html;
  else if (ReportFormatName != "text")
    return usageError("--report takes 'text', 'json', 'sarif' or 'html', "
                      "not '" + ReportFormatName + "'");
  if (!ReportFile.empty() && Options.Format == ReportFormat::Text)
    return usageError("--report-file needs --report=json, sarif or html");
  // The report alone on stdout: never mixed with the rewritten file or a
  // diff.
  bool ReportOnStdout = Options.Format != ReportFormat::Text &&
                        (ReportFile.empty() || ReportFile == "-");
  if (ReportOnStdout && !Check &&
      (Options.Mode == OutputMode::Stdout || Options.Mode == OutputMode::Diff))
    return usageError("--report=" + ReportFormatName + " goes to stdout, "
                      "where the " +
                      (Diff ? "diff goes" : "rewritten file goes without -o") +
                      ": name a --report-file, or use -o, -i, --dry-run or "
                      "--check");
  Options.ReportFile = ReportFile;
  Options.Verbose = Verbose;
  Options.Verify = Verify;
  // Each input's .warpagg, nearest up from its directory, under the flags.
  for (const std::string &F : Files) {
    std::string Path = normalizedPath(F);
    auto Found = Configs.forDirectory(sys::path::parent_path(Path));
    if (!Found)
      return usageError(toString(Found.takeError()));
    if (Found->second.empty())
      continue;
    ProjectConfig Config = Found->first;
    Config.overrideWith(Flags);
    if (Config.FormatStyle && !Flags.FormatStyle)
      if (Error E = checkFormatStyle(*Config.FormatStyle))
        return usageError(Found->second + ": FormatStyle: " +
                          toString(std::move(E)));
    InputOptions Input = resolveOptions(Config);
    Input.ConfigFile = Found->second;
    Options.PerInput[Path] = std::move(Input);
  }
  std::string Clash = sideOutputClash(Files);
  if (!Clash.empty())
    return usageError(Clash + ": it would be overwritten");
  setParseCrashForTesting(TestingCrashParse);
  if (!TestingBeforeReplace.empty())
    setBeforeReplaceHook([](StringRef Path) {
      std::string Shell = "/bin/sh";
      sys::ExecuteAndWait(Shell, {Shell, "-c", TestingBeforeReplace, "sh", Path});
    });

  int Status = runDriver(*Database, Files, Options, outs(), errs());
  // A full disk or a closed pipe on stdout loses the rewritten file or the
  // report: an error, not a success (and not LLVM's abort at exit).
  outs().flush();
  if (std::error_code EC = outs().error()) {
    outs().clear_error();
    printDiagnostic(errs(), "warpagg", DiagnosticLevel::Error,
                    "cannot write to standard output: " + EC.message());
    return ExitInputFailed;
  }
  return Status;
}
