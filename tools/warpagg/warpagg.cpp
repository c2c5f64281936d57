//===- warpagg.cpp - The warpagg command line ------------------------------===//
//
// Parses options (libTooling's CommonOptionsParser conventions: files, then
// `--` and compiler flags, or -p <build dir> with compile_commands.json),
// checks them, and hands the work to the driver.
//
//===----------------------------------------------------------------------===//
#include "ProfileCommands.h"
#include "AnalysisCommand.h"
#include "ReportCommand.h"
#include "warpagg/Driver.h"
#include "warpagg/frontend/NvccDialect.h"
#include "warpagg/frontend/NvccFlags.h"
#include "warpagg/frontend/ProfileFile.h"
#include "warpagg/frontend/ProjectConfig.h"
#include "warpagg/frontend/ParseInputs.h"
#include "warpagg/report/Report.h"
#include "warpagg/rewrite/EditFormatting.h"
#include "warpagg/rewrite/OutputFile.h"

#include "clang/Basic/OffloadArch.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/StringSaver.h"
#include <optional>
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
'// warpagg: strategy=<name>' on or above a line picks the runtime strategy.
clang-tidy's '// NOLINT' on a line, '// NOLINTNEXTLINE' above it and
'// NOLINTBEGIN' ... '// NOLINTEND' around a region leave their sites alone
when they name no check or one of warpagg's ('warpagg', its check
'warpagg-aggregate', or a glob such as 'warpagg-*'). Compile the result with
'-I <warpagg>/runtime/include' (or the installed include directory).

A '.warpagg' file (YAML: Strategy, SharedPolicy, GridStridePolicy,
HeaderFilterRegex, Fuse, Privatize, ExtraArgs, QuietRemarks, FormatStyle,
Profile, InheritParentConfig), the first found walking up from each input's
directory, configures that input (over the next one up where it says
InheritParentConfig: true); --config or --config-file replace the files;
flags given win (--dump-config shows the result).

Each file is parsed by clang for the device side of one GPU architecture,
with the flags after '--' or from compile_commands.json (-p <build-dir>);
nvcc-only flags found there are translated or dropped.

Exit status (where several apply, the first of 2, 1, 5, 4, 3):
  0  success (--check: nothing left to rewrite)
  1  an input could not be read or written, or clang crashed on it (it is
     left unchanged), or a side output (--report-file, --record, --export-fixes,
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

Profile-guided decisions (docs/profiles.md): build and run
the program on representative data with an instrumented copy, then

  warpagg --profile=warpagg-1234.profile.json kernel.cu -o out.cu

decides from what was measured: a site whose warps almost never had two
lanes on one address is left alone, the others get the strategy of their
measured shape. --show-profile prints profiles, --merge-profiles merges them.

One report for many runs (a whole build through the compiler launcher):
each run writes a record (--record=FILE; warpagg-launch does it for every
compile when given a report directory), and

  warpagg report DIR [--format=sarif|html|json] [-o FILE]

merges every record under DIR into one report ('warpagg report --help').

Profiles: 'warpagg --instrument k.cu -o k.prof.cu' writes a copy that
counts, per warp execution of each atomic, how many distinct addresses its
lanes hit; run the program built from it on real data, and it writes
warpagg-<pid>.profile.json (WARPAGG_PROFILE_FILE names another file).

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
// Options whose value is one of a few words: cl::values lists each in
// --help and refuses any other with LLVM's own message. The words, not the
// enumerators, are what a .warpagg file says too (chosen()).
enum class StrategyChoice {
  Adaptive, Runs, Match, Uniform, BallotLoop, LikelyDistinct, DistinctInRows,
  LikelyUniform
};
static cl::opt<StrategyChoice> Strategy(
    "strategy",
    cl::desc("Runtime strategy named in rewritten calls. Per site, "
             "'uniform' is chosen where the address is proven the same in "
             "every lane, 'distinct_in_rows' where it is distinct whenever a "
             "warp lies in one row of the block, 'likely_distinct' where it "
             "increases with the lane but is not proven distinct, "
             "'likely_uniform' where it is the same in every lane of a loop "
             "iteration"),
    cl::values(
        clEnumValN(StrategyChoice::Adaptive, "adaptive",
                   "(default) per call and warp, the cheapest path the "
                   "lanes' addresses allow"),
        clEnumValN(StrategyChoice::Runs, "runs",
                   "one atomic per run of equal consecutive addresses (best "
                   "on sorted keys)"),
        clEnumValN(StrategyChoice::Match, "match",
                   "__match_any_sync on the address, one atomic per "
                   "distinct address"),
        clEnumValN(StrategyChoice::Uniform, "uniform",
                   "refused as a default: correct only where every lane "
                   "passes the same address (chosen per site where proven)"),
        clEnumValN(StrategyChoice::BallotLoop, "ballot_loop",
                   "peers found by a shuffle + ballot loop (the reference "
                   "strategy)"),
        clEnumValN(StrategyChoice::LikelyDistinct, "likely_distinct",
                   "addresses usually distinct, increasing with the lane: "
                   "confirmed by one vote, then the plain atomic"),
        clEnumValN(StrategyChoice::DistinctInRows, "distinct_in_rows",
                   "addresses distinct whenever a warp lies in one block "
                   "row: the plain atomic where blockDim.x is a multiple "
                   "of 32"),
        clEnumValN(StrategyChoice::LikelyUniform, "likely_uniform",
                   "addresses usually the same in every lane: confirmed by "
                   "one vote, then one warp reduction")),
    cl::init(StrategyChoice::Adaptive), cl::cat(Category));
enum class SharedChoice { Leave, Rewrite };
static cl::opt<SharedChoice> SharedPolicy(
    "shared", cl::desc("Atomics on __shared__ memory"),
    cl::values(clEnumValN(SharedChoice::Leave, "leave",
                          "(default) left alone: shared atomics are cheap"),
               clEnumValN(SharedChoice::Rewrite, "rewrite",
                          "rewritten like global ones")),
    cl::init(SharedChoice::Leave), cl::cat(Category));
enum class GridStrideChoice { Rewrite, Leave };
static cl::opt<GridStrideChoice> GridStridePolicy(
    "grid-stride",
    cl::desc("Atomics in grid-stride loops (the step reads gridDim)"),
    cl::values(
        clEnumValN(GridStrideChoice::Rewrite, "rewrite",
                   "(default) rewritten; the report notes them"),
        clEnumValN(GridStrideChoice::Leave, "leave",
                   "left alone, for kernels launched with few warps per SM, "
                   "where aggregation can cost up to 2x the plain atomic "
                   "(proven-uniform addresses and sites with a 'warpagg: "
                   "strategy=' comment are still rewritten)")),
    cl::init(GridStrideChoice::Rewrite), cl::cat(Category));
enum class Switch { On, Off };
static cl::opt<Switch> FusePolicy(
    "fuse",
    cl::desc("Atomics whose addresses all derive from one key, in straight-"
             "line code ('atomicAdd(&rho[c], w); atomicAdd(&jx[c], w*vx);'). "
             "'// warpagg: no-fuse' keeps a line's sites out of groups"),
    cl::values(clEnumValN(Switch::On, "on",
                          "(default) fused into one warpagg::group (one peer "
                          "discovery, one combined reduction, one leader "
                          "issuing all)"),
               clEnumValN(Switch::Off, "off", "each rewritten on its own")),
    cl::init(Switch::On), cl::cat(Category));
static cl::opt<Switch> PrivatizePolicy(
    "privatize",
    cl::desc("Small tables (keys proven in a small range: 8-bit keys, "
             "'k & 255', 'k % 64u', a clamp, '// warpagg: keys=N'; a one-"
             "address counter) that a kernel only updates with reduction "
             "atomics. '// warpagg: no-privatize' keeps a line's (or a "
             "kernel's) tables out"),
    cl::values(clEnumValN(Switch::On, "on",
                          "(default) each block gets a private copy in "
                          "shared memory, flushed once per block"),
               clEnumValN(Switch::Off, "off", "left in global memory")),
    cl::init(Switch::On), cl::cat(Category));
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
             "write nothing. Apply it with 'git apply' or 'patch -p1' (a/ and b/ prefixes, as git writes them)"),
    cl::cat(Category));
static cl::opt<ReportFormat> ReportFormatName(
    "report",
    cl::desc("How decisions are reported; json, sarif and html go to "
             "--report-file, else alone on stdout"),
    cl::values(
        clEnumValN(ReportFormat::Text, "text",
                   "(default) clang-style remarks and notes on stderr"),
        clEnumValN(ReportFormat::Json, "json", "one record per site"),
        clEnumValN(ReportFormat::Sarif, "sarif",
                   "SARIF 2.1.0: one result per site, fixes as replacements"),
        clEnumValN(ReportFormat::Html, "html", "one self-contained page")),
    cl::init(ReportFormat::Text), cl::cat(Category));
static cl::opt<std::string> ReportFile(
    "report-file",
    cl::desc("Write the --report=json|sarif|html report to this file ('-': "
             "stdout, the default)"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string> RecordFile(
    "record",
    cl::desc("Also write this run's report record (JSON: every site as the "
             "reports show it, each file rewritten, unchanged or not parsed) "
             "to this file, replaced whole; 'warpagg report DIR' merges the "
             "records of many runs into one report"),
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
static cl::opt<std::string> FilesReadList(
    "list-files-read",
    cl::desc("With -o: also write every file the output depends on (the "
             "input, every header it read, system ones too, and its "
             ".warpagg), one absolute path a line, for caches of rewritten "
             "copies (warpagg-launch's); also for an input clang cannot "
             "parse (exit 4), unless an #include found no file"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<LineDirectiveMode> LineDirectivesMode(
    "line-directives",
    cl::desc("'#line' directives in a rewritten copy that name the original "
             "file and its line numbers (for diagnostics, __FILE__, "
             "-lineinfo, debuggers). -i outputs never get them. "
             "(Apart from these, unless the rewrite is formatted "
             "(--format-style), the runtime include keeps every line's "
             "number in all modes: it takes a blank line, or is followed by "
             "a bare '#line N')"),
    cl::values(clEnumValN(LineDirectiveMode::Auto, "auto",
                          "(default) with -o to another file"),
               clEnumValN(LineDirectiveMode::On, "on", "also on stdout"),
               clEnumValN(LineDirectiveMode::Off, "off", "never")),
    cl::init(LineDirectiveMode::Auto), cl::cat(Category));
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
static cl::opt<RuntimeInclude> RuntimeIncludeChoice(
    "runtime-include",
    cl::desc("The runtime header a rewritten file includes"),
    cl::values(clEnumValN(RuntimeInclude::Umbrella, "umbrella",
                          "(default) <warpagg/warpagg.cuh>, every entry point"),
               clEnumValN(RuntimeInclude::Minimal, "minimal",
                          "the one header the file's rewrites need (api.cuh, "
                          "group.cuh or private_table.cuh) where one does, "
                          "else the umbrella: faster to compile, for copies "
                          "nobody edits (the compiler launcher uses it)")),
    cl::init(RuntimeInclude::Umbrella), cl::cat(Category));
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
static cl::opt<std::string> PreambleCacheDir(
    "preamble-cache",
    cl::desc("Keep the precompiled header of CUDA's implicit headers in this "
             "directory across runs, and load it there when its compile "
             "command, the tool and every file its parse looked up are "
             "unchanged; else build it afresh (a damaged or stale one is "
             "never used). Then every input uses one, a single one too: "
             "warpagg-launch passes its cache's preambles/. Holds at most "
             "16 (about 8 MB each), those used longest ago evicted. Changes "
             "no result; ignored with --shared-preamble=false. Default: "
             "$WARPAGG_PREAMBLE_CACHE where set (a test suite's or a CI "
             "job's one directory for every run)"),
    cl::value_desc("dir"), cl::cat(Category));
enum class ProgressChoice { Auto, Bar, Lines, None };
static cl::opt<ProgressChoice> ProgressMode(
    "progress",
    cl::desc("Progress while several inputs are parsed. Clang's diagnostics "
             "never print inside the bar; a run of several inputs ends its "
             "summary with the elapsed time"),
    cl::values(clEnumValN(ProgressChoice::Auto, "auto",
                          "(default) a bar redrawn in place when stderr is a "
                          "terminal, else nothing"),
               clEnumValN(ProgressChoice::Bar, "bar", "a bar redrawn in place"),
               clEnumValN(ProgressChoice::Lines, "lines",
                          "\"[i/n] file\" per parsed input, for logs"),
               clEnumValN(ProgressChoice::None, "none", "nothing")),
    cl::init(ProgressChoice::Auto), cl::cat(Category));
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
             "working directory) gets: its .warpagg files (or --config) under "
             "the flags given, as YAML; then exit"),
    cl::cat(Category));
static cl::opt<std::string> ConfigText(
    "config",
    cl::desc("A configuration in YAML or JSON, as a .warpagg file says it "
             "(--config='{Strategy: runs, Fuse: off}'): used instead of the "
             ".warpagg files, or over them where it says InheritParentConfig: "
             "true; flags given still win. Empty: the .warpagg files"),
    cl::value_desc("text"), cl::cat(Category));
static cl::opt<std::string> ConfigFile(
    "config-file",
    cl::desc("Read the configuration from this file (any name) instead of "
             "the .warpagg files, as --config reads its text"),
    cl::value_desc("path"), cl::cat(Category));
static cl::opt<bool> Instrument(
    "instrument",
    cl::desc("Write a profiling copy instead of the rewrite (with -o, -i, "
             "--diff, --dry-run, or on stdout): every call of CUDA's atomic "
             "functions in the input's device code, rewritable or not, keeps "
             "its atomic, its address wrapped in warpagg::profile::seen "
             "(<warpagg/profiling/profile.cuh>), which counts per warp "
             "execution the active lanes and the shape of their addresses "
             "(distinct, uniform, contiguous, runs). The program built from "
             "it writes the counts when it exits to $WARPAGG_PROFILE_FILE "
             "(default warpagg-%p.profile.json, %p the process id), each "
             "site keyed by the original's path, its line and a hash of the "
             "call's text. "
             "Sites in headers, atomic_ref calls and addresses spelled in "
             "macros keep their atomic uncounted (a remark says why)"),
    cl::cat(Category));
static cl::opt<std::string> ProfileOption(
    "profile",
    cl::desc("Decide from a profile of the program's own workload: a file an "
             "instrumented build wrote, or a directory of *.profile.json "
             "(merged). A rewritten site whose warps had two lanes on one "
             "address in under 2% of its executions is left alone "
             "[profile-no-peers], and so is one measured mostly in "
             "launches of at most 256 threads per SM over more than 4096 "
             "keys [profile-latency-bound]; one with peers gets the "
             "strategy of its measured shape (mostly one address: "
             "likely_uniform, mostly sorted runs: runs, else adaptive; a "
             "proven or chosen strategy stays); a once-per-thread counter "
             "behind a data guard is privatized where peers were measured, "
             "and a table whose keys no analysis bounds is privatized for "
             "the keys measured, other keys taking the global atomic. Sites the "
             "profile did not see, or saw with another text (stale), keep "
             "the static decision; reasons of safety and meaning are never "
             "overturned. A missing or malformed profile (or one over 64 "
             "MiB, about 250,000 sites, or not a regular file): exit 2, "
             "nothing written"),
    cl::value_desc("file|dir"), cl::cat(Category));
static cl::opt<bool> ShowProfile(
    "show-profile",
    cl::desc("Print the profiles named as inputs (files, or directories of "
             "*.profile.json), merged, one row a site: warp executions, the "
             "share with peers, mean active lanes and distinct addresses, "
             "shares uniform, contiguous and in sorted runs, key span. "
             "Parses no CUDA file"),
    cl::cat(Category));
static cl::opt<bool> PrintAnalysis(
    "print-analysis",
    cl::desc("Print, for each device function of the inputs, the class of "
             "each value (uniform, lane index, lane-affine, varying, ...), "
             "its loops (induction variables, trip count, exits) and the "
             "sources of divergence, as the flow-sensitive analysis on "
             "clang's CFG computes them (analysis/Uniformity.h; the "
             "decisions still take their classes from ValueClass.h, which "
             "it is to replace). Rewrites nothing"),
    cl::cat(Category));
static cl::opt<bool> MergeProfiles(
    "merge-profiles",
    cl::desc("Merge the profiles named as inputs (several runs, processes "
             "or ranks: counters summed, key span and element size the "
             "largest) into the -o file, written whole or not at all. "
             "Parses no CUDA file"),
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
                            {"--record", RecordFile},
                            {"--depfile", DepFile},
                            {"--list-files-read", FilesReadList}})
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

// The word an option of cl::values was given (or defaults to): what a
// .warpagg file says for the same choice.
template <class Enum> std::string chosen(cl::opt<Enum> &Option) {
  const auto &Parser = Option.getParser();
  for (unsigned I = 0; I < Parser.getNumOptions(); ++I)
    if (static_cast<const cl::OptionValue<Enum> &>(Parser.getOptionValue(I))
            .compare(Option.getValue()))
      return Parser.getOption(I).str();
  llvm_unreachable("an option's value is one of its cl::values");
}

// The option's word where it was given: it then wins over the configuration.
template <class Option>
std::optional<std::string> givenValue(Option &Flag) {
  if (!Flag.getNumOccurrences())
    return std::nullopt;
  if constexpr (std::is_same_v<Option, cl::opt<std::string>>)
    return Flag.getValue();
  else
    return chosen(Flag);
}

// Reads each profile the inputs' options name, once, into those options:
// an error (the run's usage error) where one cannot be read.
Error loadProfiles(DriverOptions &Options) {
  std::map<std::string, std::shared_ptr<const Profile>> Loaded;
  auto Load = [&](RewriteOptions &R) -> Error {
    if (R.ProfilePath.empty())
      return Error::success();
    std::shared_ptr<const Profile> &P = Loaded[R.ProfilePath];
    if (!P) {
      Expected<Profile> Read = readProfiles({R.ProfilePath});
      if (!Read)
        return Read.takeError();
      P = std::make_shared<const Profile>(std::move(*Read));
    }
    R.ProfileData = P;
    return Error::success();
  };
  if (Error E = Load(Options.Rewrite))
    return E;
  for (auto &[Path, Input] : Options.PerInput)
    if (Error E = Load(Input.Rewrite))
      return E;
  return Error::success();
}

// What is wrong with the flags a .warpagg file can also set (empty:
// nothing): checked before they configure anything or are dumped.
std::string badRewriteFlag() {
  if (Strategy == StrategyChoice::Uniform)
    return "--strategy=uniform cannot be a default: it is correct only where "
           "every lane passes the same address, and warpagg picks it by "
           "itself where it proves that";
  if (Error E = checkFormatStyle(FormatStyle))
    return "--format-style: " + toString(std::move(E));
  std::string RegexError;
  if (!HeaderFilter.empty() && !Regex(HeaderFilter).isValid(RegexError))
    return "--header-filter is not a valid regular expression: " + RegexError;
  return "";
}

} // namespace

namespace {

/// What a step of main() ends the process with, if it does.
using Exit = std::optional<int>;

/// Signals, crash recovery and colours, before any option is read.
void setUpProcess(const char *Argv0) {
  keepIgnoredSignalsIgnored();
  // --color=auto until the options say otherwise (LLVM's stderr stream
  // colours even a file otherwise).
  errs().enable_colors(errs().has_colors());
  // LLVM's signal handlers (they remove temporary files) are registered here,
  // on the main thread, before any worker thread: the first registration
  // installs an alternate signal stack on the registering thread, and one
  // installed on a pool thread replaced the sanitizer's own there, which the
  // sanitizer runtime then failed to unmap at the thread's exit.
  sys::PrintStackTraceOnErrorSignal(Argv0);
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
}

enum class ColorChoice { Auto, Always, Never };

/// libLLVM's -stats and -color made warpagg's own (-stats: whether it was
/// given); returns the -stats option, null if libLLVM has none.
cl::Option *setUpLlvmOptions(cl::opt<ColorChoice> *&ColorMode) {
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
  static cl::opt<ColorChoice> Color(
      "color",
      cl::desc("Colour remarks, notes, warnings and errors like clang"),
      cl::values(clEnumValN(ColorChoice::Auto, "auto",
                            "(default) when stderr is a terminal"),
                 clEnumValN(ColorChoice::Always, "always", "always"),
                 clEnumValN(ColorChoice::Never, "never", "never")),
      cl::init(ColorChoice::Auto), cl::cat(Category));
  ColorMode = &Color;
  return Stats;
}

/// The command line as CommonOptionsParser reads it, and the -p directory.
struct CommandLine {
  std::vector<const char *> Args;
  BumpPtrAllocator ArgMemory;
  std::string BuildDirectory;
  std::optional<clang::tooling::CommonOptionsParser> Parser;
};

/// Response files, nvcc's values after `--`, -p's database, then the
/// options themselves.
Exit parseCommandLine(int Argc, const char **Argv, CommandLine &Line) {
  std::vector<const char *> &Args = Line.Args;
  BumpPtrAllocator &ArgMemory = Line.ArgMemory;
  std::string &BuildDirectory = Line.BuildDirectory;
  Args.assign(Argv, Argv + Argc);
  // Without `--` or -p, parse with no extra flags rather than searching the
  // file's parent directories for a compilation database (and warning).
  if (Error E = expandResponseFiles(Args, ArgMemory))
    return usageError(toString(std::move(E)));
  joinNvccValuesAfterDoubleDash(Args, ArgMemory);
  // Argv itself stays the process's: Args may grow (and move) below.
  int Expanded = static_cast<int>(Args.size());
  BuildDirectory = buildDirectoryFlag(Expanded, Args.data());
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

  Line.Parser.emplace(std::move(*Parser));
  return std::nullopt;
}

/// --show-profile and --merge-profiles, which rewrite nothing.
Exit runProfileCommands(const std::vector<std::string> &Files) {
  if (!ShowProfile && !MergeProfiles)
    return std::nullopt;
  if (ShowProfile && MergeProfiles)
    return usageError("--show-profile and --merge-profiles exclude each "
                      "other");
  if (Files.empty())
    return usageError("no profile named");
  if (MergeProfiles && OutputPath.empty())
    return usageError("--merge-profiles needs -o: the merged profile's "
                      "file");
  if (ShowProfile && !OutputPath.empty())
    return usageError("--show-profile prints on stdout: -o is for "
                      "--merge-profiles");
  return ShowProfile ? showProfiles(Files, outs())
                     : mergeProfiles(Files, OutputPath);
}

/// The flags given, which win over the configuration's keys.
ProjectConfig flagsGiven() {
  ProjectConfig Flags;
  Flags.Strategy = givenValue(Strategy);
  Flags.SharedPolicy = givenValue(SharedPolicy);
  Flags.GridStridePolicy = givenValue(GridStridePolicy);
  Flags.HeaderFilter = givenValue(HeaderFilter);
  Flags.Fuse = givenValue(FusePolicy);
  Flags.Privatize = givenValue(PrivatizePolicy);
  Flags.FormatStyle = givenValue(FormatStyle);
  if (!ProfileOption.empty())
    Flags.Profile = normalizedPath(ProfileOption);
  return Flags;
}

/// --config or --config-file, over every .warpagg file.
Exit loadGivenConfig(ProjectConfigs &Configs) {
  if (!ConfigText.empty() && !ConfigFile.empty())
    return usageError("--config and --config-file exclude each other");
  if (!ConfigText.empty() || !ConfigFile.empty()) {
    auto Given = ConfigFile.empty()
                     ? parseProjectConfig("--config", ConfigText, Configs.warn())
                     : loadConfigFile(ConfigFile, Configs.warn());
    if (!Given)
      return usageError((ConfigFile.empty() ? "" : "--config-file: ") +
                        toString(Given.takeError()));
    Configs.setGiven(std::move(*Given),
                     ConfigFile.empty() ? "--config" : ConfigFile.getValue());
  }
  return std::nullopt;
}

/// --dump-config: the configuration in effect for the first input.
Exit dumpEffectiveConfig(const std::vector<std::string> &Files,
                         ProjectConfigs &Configs, const ProjectConfig &Flags) {
  if (!DumpConfig)
    return std::nullopt;
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
  ProjectConfig Effective = Found->Config;
  Effective.overrideWith(Flags);
  outs() << "# "
         << (Found->Sources.empty() ? "no .warpagg file: defaults"
                                    : join(Found->Sources, " over "))
         << ", under the flags given\n"
         << dumpConfig(Effective);
  return ExitSuccess;
}

/// The compilation database: -p's whole database where no file is named
/// (its CUDA files are the inputs), else the parser's.
Exit chooseDatabase(CommandLine &Line, std::vector<std::string> &Files,
                    std::unique_ptr<clang::tooling::CompilationDatabase> &Whole,
                    clang::tooling::CompilationDatabase *&Database) {
  const std::string &BuildDirectory = Line.BuildDirectory;
  if (Files.empty() && !BuildDirectory.empty()) {
    std::string Message;
    Whole = clang::tooling::CompilationDatabase::autoDetectFromDirectory(
        BuildDirectory, Message);
    if (!Whole)
      return usageError("cannot load a compilation database from '" +
                        BuildDirectory + "': " + Message);
    Whole = clang::tooling::expandResponseFiles(
        std::move(Whole), llvm::vfs::getRealFileSystem());
    Database = Whole.get();
    Files = cudaFilesOf(*Database);
    if (Files.empty())
      return usageError("the compilation database in '" + BuildDirectory +
                        "' lists no CUDA files");
  } else {
    Database = &Line.Parser->getCompilations();
  }
  if (Files.empty())
    return usageError("no input files");
  return std::nullopt;
}

/// Where the output goes (-o, -i, --dry-run, --diff, --check) and what
/// shapes the rewrite; \p Modes: how many of -o, -i, --dry-run and --diff.
Exit setOutputAndRewrite(DriverOptions &Options,
                         const std::vector<std::string> &Files,
                         const ProjectConfig &Flags, int &Modes) {
  Modes = !OutputPath.empty() + InPlace + DryRun + Diff;
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
  if (!FilesReadList.empty() && OutputPath.empty())
    return usageError("--list-files-read needs -o: it names what that output "
                      "depends on");
  if (Check && Modes > 0)
    return usageError("--check writes nothing; it excludes -o, -i, "
                      "--dry-run and --diff");
  if (Check && Instrument)
    return usageError("--check and --instrument exclude each other (--check "
                      "asks what the rewrite would do)");
  if (Check)
    Options.Mode = OutputMode::DryRun;
  Options.Instrument = Instrument;
  if (std::string Bad = badRewriteFlag(); !Bad.empty())
    return usageError(Bad);
  Options.Rewrite.Strategy = chosen(Strategy);
  Options.Rewrite.RewriteShared = SharedPolicy == SharedChoice::Rewrite;
  Options.Rewrite.LeaveGridStride = GridStridePolicy == GridStrideChoice::Leave;
  Options.Rewrite.Fuse = FusePolicy == Switch::On;
  Options.Rewrite.Privatize = PrivatizePolicy == Switch::On;
  Options.Rewrite.FormatStyle = FormatStyle;
  Options.Rewrite.ProfilePath = Flags.Profile.value_or("");
  if (PrivatizeBudget == 0 || PrivatizeBudget > 228 * 1024)
    return usageError("--privatize-budget takes 1 to 233472 bytes (the "
                      "shared memory of one SM), not " +
                      std::to_string(PrivatizeBudget));
  Options.Rewrite.PrivatizeBudget = PrivatizeBudget;

  return std::nullopt;
}

/// The GPU architecture, CUDA's installation and the tool's own files.
Exit setCuda(DriverOptions &Options, const char *Argv0) {
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
  Options.Cuda.RuntimeInclude = defaultRuntimeInclude(Argv0);
  Options.Cuda.NvccPrelude = defaultNvccPrelude(Argv0);
  Options.Cuda.HostInclude = hostCompilerIncludeDir("c++");
  return std::nullopt;
}

/// Threads, progress, side outputs, the parse's speed and the reports.
Exit setRunOptions(DriverOptions &Options,
                   const std::vector<std::string> &Files, cl::Option *Stats) {
  Options.Quiet = Quiet;
  // More threads than hardware threads or inputs only cost memory (each
  // holds a translation unit).
  unsigned Threads = llvm::hardware_concurrency().compute_thread_count();
  Options.Jobs = std::max(
      1u, std::min({Jobs ? unsigned(Jobs) : Threads, Threads,
                    static_cast<unsigned>(Files.size())}));
  if (ProgressMode == ProgressChoice::Lines)
    Options.Progress = ProgressStyle::Lines;
  else if (ProgressMode == ProgressChoice::Bar ||
           (ProgressMode == ProgressChoice::Auto && !Quiet && Files.size() > 1 &&
            llvm::sys::Process::StandardErrIsDisplayed()))
    Options.Progress = ProgressStyle::Bar;
  if (unsigned Columns = llvm::sys::Process::StandardErrColumns())
    Options.ProgressWidth = Columns;
  Options.ExportFixes = ExportFixes;
  Options.DepFile = DepFile;
  Options.FilesReadList = FilesReadList;
  Options.PinLocalIncludes = PinLocalIncludes;
  Options.Include = RuntimeIncludeChoice;
  Options.LineDirectives = LineDirectivesMode;
  Options.SkipSystemBodies = SkipSystemBodies;
  Options.SharedPreamble = SharedPreamble;
  Options.PreambleCache = PreambleCacheDir;
  if (PreambleCacheDir.getNumOccurrences() == 0)
    if (std::optional<std::string> Dir =
            sys::Process::GetEnv("WARPAGG_PREAMBLE_CACHE"))
      Options.PreambleCache = *Dir;
  Options.Stats = Stats && Stats->getNumOccurrences() > 0;
  Options.Check = Check;
  Options.HeaderFilter = HeaderFilter;
  Options.Format = ReportFormatName;
  if (!ReportFile.empty() && Options.Format == ReportFormat::Text)
    return usageError("--report-file needs --report=json, sarif or html");
  // The report alone on stdout: never mixed with the rewritten file or a
  // diff.
  bool ReportOnStdout = Options.Format != ReportFormat::Text &&
                        (ReportFile.empty() || ReportFile == "-");
  if (ReportOnStdout && !Check &&
      (Options.Mode == OutputMode::Stdout || Options.Mode == OutputMode::Diff))
    return usageError("--report=" + chosen(ReportFormatName) +
                      " goes to stdout, "
                      "where the " +
                      (Diff ? "diff goes" : "rewritten file goes without -o") +
                      ": name a --report-file, or use -o, -i, --dry-run or "
                      "--check");
  Options.ReportFile = ReportFile;
  Options.RecordFile = RecordFile;
  Options.Verbose = Verbose;
  Options.Verify = Verify;
  return std::nullopt;
}

/// Each input's configuration (its .warpagg files, or --config), under
/// the flags; the run's options where no key says. Then the profiles.
Exit setPerInputOptions(DriverOptions &Options,
                        const std::vector<std::string> &Files,
                        ProjectConfigs &Configs, const ProjectConfig &Flags) {
  InputOptions RunOptions;
  RunOptions.Rewrite = Options.Rewrite;
  RunOptions.HeaderFilter = Options.HeaderFilter;
  for (const std::string &F : Files) {
    std::string Path = normalizedPath(F);
    auto Found = Configs.forDirectory(sys::path::parent_path(Path));
    if (!Found)
      return usageError(toString(Found.takeError()));
    if (Found->Sources.empty())
      continue;
    ProjectConfig Config = Found->Config;
    Config.overrideWith(Flags);
    if (Config.FormatStyle && !Flags.FormatStyle)
      if (Error E = checkFormatStyle(*Config.FormatStyle))
        return usageError(Found->Sources.front() + ": FormatStyle: " +
                          toString(std::move(E)));
    InputOptions Input = resolveOptions(Config, RunOptions);
    Input.ConfigFiles = std::move(Found->Sources);
    Options.PerInput[Path] = std::move(Input);
  }
  if (Error E = loadProfiles(Options))
    return usageError(toString(std::move(E)));
  return std::nullopt;
}

/// Outputs that would overwrite an input, and the test-only hooks.
Exit checkClashesAndHooks(const std::vector<std::string> &Files) {
  std::string Clash = sideOutputClash(Files);
  if (!Clash.empty())
    return usageError(Clash + ": it would be overwritten");
  setParseCrashForTesting(TestingCrashParse);
  if (!TestingBeforeReplace.empty())
    setBeforeReplaceHook([](StringRef Path) {
      std::string Shell = "/bin/sh";
      sys::ExecuteAndWait(Shell, {Shell, "-c", TestingBeforeReplace, "sh", Path});
    });

  return std::nullopt;
}

/// A full disk or a closed pipe on stdout is an error, not a success.
int finishStandardOutput(int Status) {
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

} // namespace

int main(int Argc, const char **Argv) {
  if (Argc > 1 && StringRef(Argv[1]) == "report")
    return runReportCommand(Argc, Argv);
  setUpProcess(Argv[0]);
  cl::opt<ColorChoice> *ColorMode = nullptr;
  cl::Option *Stats = setUpLlvmOptions(ColorMode);
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "warpagg 0.1.0 (built with LLVM/Clang " << LLVM_VERSION_STRING
       << ")\n";
  });
  CommandLine Line;
  if (Exit E = parseCommandLine(Argc, Argv, Line))
    return *E;
  std::vector<std::string> Files = Line.Parser->getSourcePathList();
  if (Exit E = runProfileCommands(Files))
    return *E;
  ProjectConfig Flags = flagsGiven();
  // Unknown keys are warnings (clang-tidy's convention), once per file.
  ProjectConfigs Configs([](const ConfigWarning &W) {
    if (!Quiet)
      printDiagnostic(errs(), W.Where, DiagnosticLevel::Warning, W.Message);
  });
  if (Exit E = loadGivenConfig(Configs))
    return *E;
  if (Exit E = dumpEffectiveConfig(Files, Configs, Flags))
    return *E;
  std::unique_ptr<clang::tooling::CompilationDatabase> WholeDatabase;
  clang::tooling::CompilationDatabase *Database = nullptr;
  if (Exit E = chooseDatabase(Line, Files, WholeDatabase, Database))
    return *E;
  errs().enable_colors(*ColorMode == ColorChoice::Always ||
                       (*ColorMode == ColorChoice::Auto && errs().has_colors()));
  DriverOptions Options;
  int Modes = 0;
  if (Exit E = setOutputAndRewrite(Options, Files, Flags, Modes))
    return *E;
  if (Exit E = setCuda(Options, Argv[0]))
    return *E;
  if (PrintAnalysis) {
    if (Modes != 0)
      return usageError("--print-analysis prints on stdout: it takes no -o, "
                        "-i, --diff or --dry-run");
    return printAnalyses(*Database, Files, Options.Cuda, outs());
  }
  if (Exit E = setRunOptions(Options, Files, Stats))
    return *E;
  if (Exit E = setPerInputOptions(Options, Files, Configs, Flags))
    return *E;
  if (Exit E = checkClashesAndHooks(Files))
    return *E;
  return finishStandardOutput(
      runDriver(*Database, Files, Options, outs(), errs()));
}
