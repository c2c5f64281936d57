//===- Driver.cpp ---------------------------------------------------------===//
//
// 1. Parse every input (ParseInputs), collecting sites (main file and
//    headers) and the text clang read.
// 2. Group sites by the file they are in: each input, and each project
//    header, once however many inputs include it.
// 3. Rewrite each file's text, report, and write what the mode says.
//
//===----------------------------------------------------------------------===//
#include "warpagg/Driver.h"

#include "warpagg/rewrite/EditFormatting.h"
#include "warpagg/rewrite/FileNameQuoting.h"
#include "warpagg/rewrite/FileRewriter.h"
#include "warpagg/rewrite/Instrumenter.h"
#include "warpagg/rewrite/LineDirectives.h"
#include "warpagg/rewrite/OutputFile.h"
#include "warpagg/report/RecordSites.h"
#include "warpagg/report/Report.h"
#include "warpagg/report/UnifiedDiff.h"
#include "warpagg/frontend/ParseInputs.h"
#include "warpagg/frontend/ProfileFile.h"
#include "warpagg/find/SiteFinder.h"
#include "warpagg/plan/PlanUnit.h"
#include "clang/Tooling/ReplacementsYaml.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include <functional>
#include <map>
#include <optional>

using namespace clang;

namespace warpagg {
namespace {

/// Each translation unit's sites: find's SiteFinder decides each one, the
/// plan (plan/PlanUnit.h) those that span the unit, at its end.
SiteFinderFactory findAndPlan() {
  return [](const InputOptions &Input, std::vector<Site> &Sites,
            ast_matchers::MatchFinder &Matchers) {
    const RewriteOptions &Rewrite = Input.Rewrite;
    auto Finder = std::make_unique<SiteFinder>(
        Rewrite, Input.HeaderFilter, Sites,
        [&Rewrite](FoundUnit &Unit) { planUnit(Unit, Rewrite); });
    Finder->registerMatchers(Matchers);
    return Finder;
  };
}

/// One file to rewrite: an input, or a header some inputs include.
struct FileJob {
  std::string Path;        ///< normalized
  std::string Spelled;     ///< as the user wrote it (inputs)
  bool IsHeader = false;
  FileSites Content;
  FileRewrite Result;
  bool VerifyFailed = false; ///< --verify: its new text does not parse
};

// Header sites are rewritten only when --header-filter (of the input that
// includes it) names the header, and only where the header can be written
// (-i) or previewed (--dry-run).
void decideHeaderSites(FileJob &Job, const DriverOptions &Options) {
  auto Selects = [&](const Site &S) {
    auto It = Options.PerInput.find(normalizedPath(S.TranslationUnit));
    const std::string &Pattern = It == Options.PerInput.end()
                                     ? Options.HeaderFilter
                                     : It->second.HeaderFilter;
    return !Pattern.empty() && llvm::Regex(Pattern).match(Job.Path);
  };
  bool Writable = Options.Mode == OutputMode::InPlace ||
                  Options.Mode == OutputMode::DryRun ||
                  Options.Mode == OutputMode::Diff || Options.Check;
  for (Site &S : Job.Content.Sites) {
    if (!S.Rewrite)
      continue;
    if (!Selects(S))
      S.leaveAlone("header", "in a header that --header-filter does not "
                             "select; headers are rewritten only when it does");
    else if (!Writable)
      S.leaveAlone("header", "in a header selected by --header-filter; "
                             "headers are written only with -i");
  }
}

// The style a file's edits are formatted in: its input's option, a
// header's the run's. Looked up only where there is something to format (a
// .clang-format that cannot be read fails only the files it would format).
llvm::Expected<std::optional<format::FormatStyle>> formatStyleOf(
    const FileJob &Job, const DriverOptions &Options,
    const std::function<const InputOptions &(const std::string &)> &OptionsFor) {
  if (llvm::none_of(Job.Content.Sites, [](const Site &S) { return S.Rewrite; }))
    return std::nullopt;
  const std::string &Spec = Job.IsHeader
                                ? Options.Rewrite.FormatStyle
                                : OptionsFor(Job.Spelled).Rewrite.FormatStyle;
  return formatStyleFor(Spec, Job.Path, Job.Content.Text);
}

// Every edit of the run as clang's TranslationUnitReplacements YAML, the
// format clang-tidy's --export-fixes writes and clang-apply-replacements
// reads.
llvm::Error exportFixes(llvm::StringRef Path,
                        const std::vector<FileJob *> &Jobs) {
  tooling::TranslationUnitReplacements TU;
  TU.MainSourceFile = Jobs.empty() || Jobs.front()->IsHeader
                          ? ""
                          : Jobs.front()->Path;
  for (const FileJob *Job : Jobs)
    for (const tooling::Replacement &R : Job->Result.Edits)
      TU.Replacements.push_back(R);
  std::string Yaml;
  llvm::raw_string_ostream OS(Yaml);
  llvm::yaml::Output Out(OS);
  Out << TU;
  return writeOutputFile(Path, Yaml);
}

// "target: dep dep ..." in the syntax of make, Ninja and CMake's DEPFILE,
// as clang's -MD writes it; an error for a name make cannot spell.
llvm::Expected<std::string>
makeRule(llvm::StringRef Target, const std::vector<std::string> &Dependencies) {
  auto Escape = [](llvm::StringRef Path) -> llvm::Expected<std::string> {
    if (std::optional<std::string> Escaped = makeEscaped(Path))
      return *Escaped;
    return llvm::createStringError(
        std::make_error_code(std::errc::invalid_argument),
        "cannot name " + cStringLiteral(Path) +
            " in a make rule: it holds a line break");
  };
  llvm::Expected<std::string> Rule = Escape(Target);
  if (!Rule)
    return Rule;
  *Rule += ":";
  for (const std::string &D : Dependencies) {
    llvm::Expected<std::string> Name = Escape(D);
    if (!Name)
      return Name;
    *Rule += " \\\n  " + *Name;
  }
  return *Rule + "\n";
}

// Everything the output of one input depends on: the input, every header
// it read (system ones too), its .warpagg files (the inherited ones too)
// and the profile files its decisions followed.
std::vector<std::string> filesRead(const ParsedInput &Input,
                                   const InputOptions &Options) {
  std::vector<std::string> Files = Input.Dependencies;
  llvm::append_range(Files, Input.SystemDependencies);
  for (const std::string &Config : Options.ConfigFiles)
    if (Config != "--config") // the command line's text, no file
      Files.push_back(normalizedPath(Config));
  if (Options.Rewrite.ProfileData)
    for (const std::string &Profile : Options.Rewrite.ProfileData->Sources)
      Files.push_back(normalizedPath(Profile));
  return Files;
}

// --list-files-read: one absolute path a line; an error for a name a line
// cannot hold.
llvm::Error writeFilesReadList(llvm::StringRef Path,
                               const std::vector<std::string> &Files) {
  std::string Text;
  for (const std::string &F : Files) {
    if (llvm::StringRef(F).contains('\n') ||
        llvm::StringRef(F).contains('\r'))
      return llvm::createStringError(
          std::make_error_code(std::errc::invalid_argument),
          "cannot list " + cStringLiteral(F) + ": it holds a line break");
    Text += F + "\n";
  }
  return writeOutputFile(Path, Text);
}

// A header's name in a diff: relative to the working directory where it is
// under it, as the inputs usually are (patch refuses absolute names).
std::string diffName(const FileJob &Job) {
  llvm::SmallString<256> Cwd;
  if (!Job.IsHeader || llvm::sys::fs::current_path(Cwd))
    return Job.Spelled;
  llvm::StringRef Path = Job.Path;
  if (Path.consume_front(Cwd) && Path.consume_front("/"))
    return Path.str();
  return Job.Spelled;
}

// Whether \p Path can be opened for reading (root included: it opens).
std::error_code readable(llvm::StringRef Path) {
  llvm::Expected<llvm::sys::fs::file_t> File =
      llvm::sys::fs::openNativeFileForRead(Path);
  if (!File)
    return llvm::errorToErrorCode(File.takeError());
  llvm::sys::fs::closeFile(*File);
  return {};
}

// A copy compiled from another directory names the headers that the
// original's quote includes found beside it by their absolute paths
// (frontend/LocalIncludes.h): the same headers, with no search path added.
llvm::Expected<tooling::Replacements> pinLocalIncludes(const FileJob &Job) {
  tooling::Replacements Edits = Job.Result.Edits;
  llvm::StringRef Text = Job.Content.Text;
  for (const LocalInclude &L : Job.Content.LocalIncludes) {
    if (L.Length == 0)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "its copy in another directory cannot find '" + L.Path +
              "': the #include names it through a macro");
    if (L.Path.find_first_of("\"\n\r") != std::string::npos)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "its copy in another directory cannot name '" + L.Path +
              "' in an #include (a quote or line break in the path)");
    if (L.Offset + L.Length > Text.size() || Text[L.Offset] != '"')
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "an #include is not where it was read");
    if (llvm::Error E = Edits.add(tooling::Replacement(
            Job.Path, L.Offset, L.Length, "\"" + L.Path + "\"")))
      return llvm::Expected<tooling::Replacements>(std::move(E));
  }
  return Edits;
}

std::string absolutePath(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

// The text written for an input: its new text, with `#line` directives
// naming the original and its local headers pinned where the copy is
// compiled from elsewhere. A copy that maps itself already (an earlier run's
// output) gets no directives.
llvm::Expected<std::string> outputText(const FileJob &Job,
                                       const DriverOptions &Options) {
  if (Job.IsHeader || Job.Result.NewText == Job.Content.Text)
    return Job.Result.NewText;
  std::string Original = absolutePath(Job.Spelled);
  bool ToOtherFile = Options.Mode == OutputMode::File &&
                     !llvm::sys::fs::equivalent(Original, Options.OutputPath);
  bool Directives =
      Options.LineDirectives == LineDirectiveMode::On
          ? ToOtherFile || Options.Mode == OutputMode::Stdout
          : Options.LineDirectives == LineDirectiveMode::Auto && ToOtherFile;
  llvm::Expected<tooling::Replacements> Edits = Job.Result.Edits;
  if (ToOtherFile && Options.PinLocalIncludes &&
      !llvm::sys::fs::equivalent(
          llvm::sys::path::parent_path(Original),
          llvm::sys::path::parent_path(absolutePath(Options.OutputPath))))
    Edits = pinLocalIncludes(Job);
  if (!Edits)
    return Edits.takeError();
  if (!Directives || hasLineDirective(Job.Content.Text))
    return tooling::applyAllReplacements(Job.Content.Text, *Edits);
  return applyWithLineDirectives(Job.Content.Text, *Edits, Original);
}

// --verify: every input whose text, or the text of a header it saw sites
// in, this run writes changed, with the inputs' own flags, reading the new
// texts from memory. Marks the jobs of an input clang cannot parse that way
// (clang's errors printed) and returns how many inputs failed.
unsigned verifyRewrites(
    const tooling::CompilationDatabase &Database,
    const std::vector<FileJob *> &Rewritten, const DriverOptions &Options,
    const std::function<const InputOptions &(const std::string &)> &OptionsFor,
    ParseOptions Parse, llvm::raw_ostream &Diagnostics) {
  bool WritesHeaders = Options.Mode == OutputMode::InPlace ||
                       Options.Mode == OutputMode::Diff;
  std::map<std::string, std::vector<FileJob *>> JobsOf; // by input
  Parse.Replaced.clear();
  for (FileJob *Job : Rewritten) {
    if (Job->Result.NewText == Job->Content.Text ||
        (Job->IsHeader && !WritesHeaders))
      continue;
    Parse.Replaced[Job->Path] = Job->Result.NewText;
    if (!Job->IsHeader)
      JobsOf[Job->Spelled].push_back(Job);
    for (const Site &S : Job->Content.Sites)
      if (Job->IsHeader && !S.TranslationUnit.empty() &&
          !llvm::is_contained(JobsOf[S.TranslationUnit], Job))
        JobsOf[S.TranslationUnit].push_back(Job);
  }
  if (JobsOf.empty())
    return 0;
  std::vector<std::string> Inputs;
  for (const auto &Entry : JobsOf)
    Inputs.push_back(Entry.first);
  Parse.Progress = nullptr;
  Parse.CommandLog = nullptr;
  Parse.Dependencies = false;
  Parse.SharedPreamble = false;
  std::map<std::string, ParsedInput> Again =
      parseInputs(Database, Inputs, Options.Cuda, OptionsFor, Parse);
  unsigned Failures = 0;
  for (auto &[Input, Jobs] : JobsOf) {
    auto It = Again.find(normalizedPath(Input));
    if (It != Again.end() && !It->second.Failed && !It->second.Crashed)
      continue;
    ++Failures;
    std::string Names;
    for (FileJob *Job : Jobs) {
      Job->VerifyFailed = true;
      Names += (Names.empty() ? "'" : ", '") + Job->Spelled + "'";
    }
    printDiagnostic(Diagnostics, "warpagg", DiagnosticLevel::Error,
                    "--verify: clang cannot parse the rewritten text of '" +
                        Input + "' (errors above; a bug of warpagg's, please "
                        "report it): " + Names + " left unchanged");
  }
  return Failures;
}

// What the reports show of this run: every site, with the text of its
// file; each file rewritten (or, previewing, to be) or unchanged, after
// those that failed or were not parsed.
RunReport reportOfRun(const std::vector<FileJob *> &Rewritten,
                      std::vector<FileRecord> Files,
                      const std::vector<Site> &Sites,
                      const DriverOptions &Options, llvm::StringRef Origin) {
  ReportedFiles Texts;
  for (FileJob *Job : Rewritten) {
    ReportedFile &Reported = Texts[Job->Path];
    Reported = {Job->Content.Text, Job->Result.Include, std::nullopt};
    if (Job->Result.Formatted) {
      Reported.FormattedChange.emplace();
      for (const tooling::Replacement &R : Job->Result.Edits)
        Reported.FormattedChange->push_back(
            {R.getOffset(), R.getLength(), R.getReplacementText().str()});
    }
    if (Job->VerifyFailed)
      Files.push_back({Job->Path, FileStatus::Failed,
                       "--verify: clang cannot parse its rewritten text; "
                       "left unchanged"});
    else
      Files.push_back({Job->Path,
                       Job->Result.NewText != Job->Content.Text
                           ? FileStatus::Rewritten
                           : FileStatus::Unchanged,
                       ""});
  }
  RunReport Report;
  Report.Files = std::move(Files);
  Report.Sites = recordSites(Sites, Texts);
  Report.Preview = Options.Mode == OutputMode::DryRun ||
                   Options.Mode == OutputMode::Diff || Options.Check;
  Report.Origin = Options.Mode == OutputMode::File ? Options.OutputPath
                                                   : Origin.str();
  return Report;
}

/// One run of the tool over its inputs: the pipeline's stages in order
/// (runDriver), the state they hand on as members.
class DriverRun {
public:
  DriverRun(const tooling::CompilationDatabase &Database,
            const std::vector<std::string> &Files, const DriverOptions &Options,
            llvm::raw_ostream &Output, llvm::raw_ostream &Diagnostics)
      : Database(Database), Files(Files), Options(Options), Output(Output),
        Diagnostics(Diagnostics),
        OptionsFor([this](const std::string &File) -> const InputOptions & {
          return optionsFor(File);
        }) {}

  void selectInputs();
  void parse();
  void makeJobs();
  void rewriteJobs();
  void verify();
  void report();
  void writeSources();
  void printSummary();
  int exitStatus() const;

private:
  void print(const llvm::Twine &Message) {
    printDiagnostic(Diagnostics, "warpagg", DiagnosticLevel::Error, Message);
  }
  void error(const llvm::Twine &Message) {
    print(Message);
    Failed = true;
  }
  void inputFailed(const llvm::Twine &Message, llvm::StringRef File = "") {
    error(Message);
    ++InputsFailed;
    if (!File.empty())
      FileRecords.push_back(
          {normalizedPath(File), FileStatus::Failed, Message.str()});
  }
  /// Side outputs are written before any source: when one fails, no
  /// source is written either, so exit status 1 never hides a half-done run.
  void sideOutput(llvm::StringRef Flag, llvm::Error E) {
    if (E) {
      error(Flag + ": " + llvm::toString(std::move(E)));
      SideOutputFailed = true;
    }
  }
  /// Its own options (.warpagg), else the run's.
  const InputOptions &optionsFor(const std::string &File) const {
    auto It = Options.PerInput.find(normalizedPath(File));
    return It == Options.PerInput.end() ? RunOptions : It->second;
  }
  void addHeaderSites(const std::string &Input, ParsedInput &Parsed,
                      std::map<std::string, FileJob> &HeaderJobs);
  void writeSideOutputs();
  bool preview() const {
    return Options.Mode == OutputMode::DryRun ||
           Options.Mode == OutputMode::Diff || Options.Check;
  }

  const tooling::CompilationDatabase &Database;
  const std::vector<std::string> &Files;
  const DriverOptions &Options;
  llvm::raw_ostream &Output;
  llvm::raw_ostream &Diagnostics;
  /// optionsFor, as the parse, the formatting and --verify take it.
  const std::function<const InputOptions &(const std::string &)> OptionsFor;

  bool Failed = false;       // something could not be read or written
  unsigned InputsFailed = 0; // inputs unread, crashed or not written
  // What the reports say of each file (rewritten, unchanged, not parsed,
  // failed), as far as the run gets before they are written.
  std::vector<FileRecord> FileRecords;
  std::vector<std::string> ToParse;
  InputOptions RunOptions;
  ParseOptions Parse;
  std::optional<ProgressReporter> Progress;
  std::map<std::string, ParsedInput> Results;
  std::vector<std::string> Dependencies; // of the one input, for DepFile
  std::vector<std::string> FilesRead; // of the one input, for FilesReadList
  // The one input did not parse, on files a cache can key on: its list is
  // written too, so that the same failure need not be parsed again.
  bool FailureListed = false;
  unsigned WithPreamble = 0;
  unsigned NotParsed = 0; // inputs clang could not parse
  std::vector<FileJob> Jobs;
  std::vector<Site> AllSites;
  std::vector<FileJob *> Rewritten;
  unsigned VerifyFailures = 0;
  bool SideOutputFailed = false;
  unsigned NumRewritten = 0, NumLeftAlone = 0, FilesChanged = 0;
};

/// The inputs to parse: each regular, readable file once.
void DriverRun::selectInputs() {
  for (const std::string &F : Files) {
    if (!llvm::sys::fs::exists(F)) {
      inputFailed("no such file: '" + F + "'", F);
      continue;
    }
    // A FIFO or a device is not read (a FIFO would block, and -i could not
    // write it back).
    if (!llvm::sys::fs::is_regular_file(F)) {
      inputFailed("'" + F + "' is not a regular file", F);
      continue;
    }
    // A file named twice (or through a link) is one file: parsed, counted
    // and written once.
    if (llvm::any_of(ToParse,
                     [&](const std::string &P) { return sameFile(P, F); }))
      continue;
    if (std::error_code EC = readable(F)) {
      inputFailed("cannot read '" + F + "': " + EC.message(), F);
      continue;
    }
    ToParse.push_back(F);
  }
}

/// 1. Parse, finding and planning each translation unit's sites.
void DriverRun::parse() {
  RunOptions.Rewrite = Options.Rewrite;
  RunOptions.HeaderFilter = Options.HeaderFilter;
  Parse.FindSites = findAndPlan();
  Parse.Jobs = Options.Jobs;
  Progress.emplace(Diagnostics, ToParse.size(), Options.Progress,
                   Options.ProgressWidth);
  Parse.Progress = &*Progress;
  Parse.SkipSystemBodies = Options.SkipSystemBodies;
  Parse.SharedPreamble = Options.SharedPreamble;
  Parse.PreambleCache = Options.PreambleCache;
  Parse.Dependencies =
      !Options.DepFile.empty() || !Options.FilesReadList.empty();
  if (Options.Verbose)
    Parse.CommandLog = &Diagnostics;
  Results = parseInputs(Database, ToParse, Options.Cuda, OptionsFor, Parse);
  Progress->finish(); // the bar goes before anything else is printed
}

/// 2. One job per input that parsed, then one per header with sites.
void DriverRun::makeJobs() {
  std::map<std::string, FileJob> HeaderJobs;
  for (const std::string &F : ToParse) {
    auto It = Results.find(normalizedPath(F));
    if (It == Results.end()) {
      inputFailed("'" + F + "' was not parsed: no compile command for it", F);
      continue;
    }
    if (It->second.Crashed) {
      inputFailed("parsing '" + F + "' crashed (a bug in clang or warpagg: "
                  "please report it with this file); it was left unchanged, "
                  "the other inputs are still processed",
                  F);
      continue;
    }
    if (It->second.Failed) {
      ++NotParsed;
      // No parse error of its own: the driver refused the command (an
      // unknown flag, a missing file), which no dialect explains.
      std::string Message =
          It->second.NotParsed.empty()
              ? "'" + F + "' was not parsed: clang's driver reported the "
                          "errors above (its compile command); it was left "
                          "unchanged"
              : notParsedMessage(F, Options.Cuda.GpuArch,
                                 It->second.NotParsed);
      print(Message);
      FileRecords.push_back({It->first, FileStatus::NotParsed, Message});
      if (!It->second.NotParsed.empty() && !It->second.MissingInclude &&
          ToParse.size() == 1) {
        FilesRead = filesRead(It->second, optionsFor(F));
        FailureListed = true;
      }
      continue;
    }
    for (const std::string &What : It->second.Skipped)
      printDiagnostic(Diagnostics, "warpagg", DiagnosticLevel::Warning,
                      "'" + F + "': clang's error skipped, its device sites "
                      "kept: " + What + " (see docs/nvcc-dialect.md)");
    Jobs.push_back({It->first, F, false, std::move(It->second.Main), {}});
    FilesRead = filesRead(It->second, optionsFor(F));
    Dependencies = std::move(It->second.Dependencies);
    WithPreamble += It->second.SharedPreamble;
    addHeaderSites(F, It->second, HeaderJobs);
  }
  for (auto &Entry : HeaderJobs) {
    if (Options.Instrument)
      refuseHeaderSites(Entry.second.Content.Sites, Entry.first);
    else
      decideHeaderSites(Entry.second, Options);
    Jobs.push_back(std::move(Entry.second));
  }
}

/// The sites \p Input found in headers, filed under each header's job.
void DriverRun::addHeaderSites(const std::string &Input, ParsedInput &Parsed,
                               std::map<std::string, FileJob> &HeaderJobs) {
  for (auto &[Path, H] : Parsed.Headers) {
    FileJob &Job = HeaderJobs[Path];
    Job.Path = Job.Spelled = Path;
    Job.IsHeader = true;
    Job.Content.Text = H.Text;
    if (Job.Content.Includes.empty())
      Job.Content.Includes = H.Includes;
    for (Site &S : H.Sites) {
      S.TranslationUnit = Input;
      Job.Content.Sites.push_back(std::move(S));
    }
  }
}

/// 3. Each job's edits (or its instrumented copy).
void DriverRun::rewriteJobs() {
  for (FileJob &Job : Jobs) {
    llvm::Expected<std::optional<format::FormatStyle>> Style =
        Options.Instrument ? std::nullopt
                           : formatStyleOf(Job, Options, OptionsFor);
    if (!Style) {
      inputFailed("cannot rewrite '" + Job.Spelled +
                  "': " + llvm::toString(Style.takeError()) +
                  " (--format-style=none: the compact form)");
      continue;
    }
    // The profile's key names the original (the path as given, absolute):
    // warpagg-launch passes the user's source, never its copy.
    llvm::Expected<FileRewrite> R =
        Options.Instrument
            ? instrumentFile(Job.Path, Job.Path, Job.Content.Text,
                             Job.Content.Sites, Job.Content.Includes)
            : rewriteFile(Job.Path, Job.Content.Text, Job.Content.Sites,
                          Job.Content.Includes, *Style ? &**Style : nullptr,
                          Options.Include);
    if (!R) {
      inputFailed("cannot rewrite '" + Job.Spelled +
                      "': " + llvm::toString(R.takeError()),
                  Job.Path);
      continue;
    }
    Job.Result = std::move(*R);
    for (const auto &[Line, Message] : Job.Result.DirectiveProblems)
      printDiagnostic(Diagnostics, Job.Path + ":" + std::to_string(Line) + ":1",
                      DiagnosticLevel::Warning, Message);
    llvm::append_range(AllSites, Job.Result.Sites);
    Rewritten.push_back(&Job);
  }
  for (const Site &S : AllSites)
    (S.Rewrite || S.ReasonCode == "instrumented" ? NumRewritten
                                                 : NumLeftAlone) += 1;
}

/// --verify: each rewritten text parsed again before it is written.
void DriverRun::verify() {
  if (Options.Verify && !Options.Check && Options.Mode != OutputMode::DryRun)
    VerifyFailures = verifyRewrites(Database, Rewritten, Options,
                                    OptionsFor, Parse, Diagnostics);
}

/// 4. What the run says: each site's remark or note, the report formats,
/// --stats, then the side outputs.
void DriverRun::report() {
  if (Options.Format == ReportFormat::Text) {
    // A header's site is quiet when the input that included it is.
    auto QuietFor = [&](const Site &S) {
      auto It = Options.PerInput.find(
          S.TranslationUnit.empty() ? S.File
                                    : normalizedPath(S.TranslationUnit));
      return It != Options.PerInput.end() && It->second.QuietRemarks;
    };
    if (!Options.Quiet)
      for (const Site &S : AllSites)
        if (!QuietFor(S))
          printSiteDiagnostic(S, Diagnostics);
  }
  if (Options.Format != ReportFormat::Text || !Options.RecordFile.empty()) {
    RunReport Report = reportOfRun(Rewritten, std::move(FileRecords),
                                   AllSites, Options, llvm::join(Files, " "));
    if (!Options.RecordFile.empty())
      sideOutput("--record", writeRecord(Options.RecordFile, Report));
    if (Options.Format != ReportFormat::Text) {
      // Alone on stdout (the command line keeps the rewritten text and the
      // diff off it then), or in its file.
      std::string Text;
      llvm::raw_string_ostream OS(Text);
      writeReport(Options.Format, Report, OS);
      if (Options.ReportFile.empty() || Options.ReportFile == "-")
        Output << Text;
      else
        sideOutput("--report-file", writeOutputFile(Options.ReportFile, Text));
    }
  }
  if (Options.Stats) {
    printStats(AllSites, Diagnostics);
    Diagnostics << "  inputs parsed with a shared preamble of CUDA's headers: "
                << WithPreamble << " of " << ToParse.size() << "\n";
  }
  writeSideOutputs();
}

/// --export-fixes, --depfile, --list-files-read.
void DriverRun::writeSideOutputs() {
  if (!Options.ExportFixes.empty())
    sideOutput("--export-fixes", exportFixes(Options.ExportFixes, Rewritten));
  if (!Options.DepFile.empty() && Options.Mode == OutputMode::File &&
      !Options.Check && !Rewritten.empty()) {
    llvm::Expected<std::string> Rule =
        makeRule(Options.OutputPath, Dependencies);
    sideOutput("--depfile", Rule ? writeOutputFile(Options.DepFile, *Rule)
                                 : Rule.takeError());
  }
  if (!Options.FilesReadList.empty() && Options.Mode == OutputMode::File &&
      !Options.Check && (!Rewritten.empty() || FailureListed))
    sideOutput("--list-files-read",
               writeFilesReadList(Options.FilesReadList, FilesRead));
  if (SideOutputFailed)
    printDiagnostic(Diagnostics, "warpagg", DiagnosticLevel::Error,
                    "no file was written");
}

/// 5. Write (or print, or diff) each rewritten file.
void DriverRun::writeSources() {
  for (FileJob *Job : Rewritten) {
    if (Job->VerifyFailed)
      continue; // left unchanged, and not counted as changed
    bool Changed = Job->Result.NewText != Job->Content.Text;
    // Counted as changed once written (or, previewing, once it would be).
    bool NotWritten = Options.Check || Options.Mode == OutputMode::DryRun ||
                      Options.Mode == OutputMode::Diff ||
                      Options.Mode == OutputMode::Stdout;
    if (NotWritten && !SideOutputFailed)
      FilesChanged += Changed;
    if (Options.Check || SideOutputFailed)
      continue;
    llvm::Expected<std::string> Text = outputText(*Job, Options);
    if (!Text) {
      error("cannot rewrite '" + Job->Spelled +
            "': " + llvm::toString(Text.takeError()));
      continue;
    }
    switch (Options.Mode) {
    case OutputMode::Stdout:
      if (!Job->IsHeader)
        Output << *Text;
      break;
    case OutputMode::File:
      if (Job->IsHeader)
        break;
      if (llvm::Error E = writeOutputFile(Options.OutputPath, *Text))
        inputFailed(llvm::toString(std::move(E)));
      else
        FilesChanged += Changed;
      break;
    case OutputMode::InPlace:
      if (!Changed)
        break;
      if (llvm::Error E = writeOutputFile(
              Job->Spelled, Job->Result.NewText, Job->Content.Text))
        inputFailed(llvm::toString(std::move(E)));
      else
        ++FilesChanged;
      break;
    case OutputMode::Diff:
      Output << unifiedDiff(diffName(*Job), Job->Content.Text,
                            Job->Result.Edits);
      break;
    case OutputMode::DryRun:
      break;
    }
  }
}

/// The one-line summary, and --check's error.
void DriverRun::printSummary() {
  // The summary goes to the diagnostics stream: finish the output first, so
  // that `2>&1` never splits a report or a rewritten file with it.
  Output.flush();
  bool Preview = preview();
  if (!Options.Quiet)
    Diagnostics << "warpagg: " << NumRewritten << " site"
                << (NumRewritten == 1 ? "" : "s")
                << (Options.Instrument ? (Preview ? " to instrument, "
                                                  : " instrumented, ")
                    : Preview          ? " to rewrite, "
                                       : " rewritten, ")
                << NumLeftAlone
                << (Options.Instrument ? " not instrumented, " : " left alone, ")
                << FilesChanged << " of " << Jobs.size()
                << " file" << (Jobs.size() == 1 ? "" : "s")
                << (Preview ? " would change" : " changed")
                << (NotParsed ? ", " + std::to_string(NotParsed) + " file" +
                                    (NotParsed == 1 ? "" : "s") + " not parsed"
                              : "")
                << (InputsFailed
                        ? ", " + std::to_string(InputsFailed) + " file" +
                              (InputsFailed == 1 ? "" : "s") + " failed"
                        : "")
                << Progress->elapsedNote() << "\n";
  if (Options.Check && NumRewritten > 0)
    printDiagnostic(Diagnostics, "warpagg", DiagnosticLevel::Error,
                    "--check: " + std::to_string(NumRewritten) + " site" +
                        (NumRewritten == 1 ? " is" : "s are") +
                        " not rewritten yet");
  Output.flush();
}

int DriverRun::exitStatus() const {
  if (Failed)
    return ExitInputFailed;
  if (VerifyFailures)
    return ExitVerifyFailed;
  if (NotParsed)
    return ExitNotParsed;
  if (Options.Check && NumRewritten > 0)
    return ExitSitesLeft;
  return ExitSuccess;
}

} // namespace

int runDriver(const tooling::CompilationDatabase &Database,
              const std::vector<std::string> &Files,
              const DriverOptions &Options, llvm::raw_ostream &Output,
              llvm::raw_ostream &Diagnostics) {
  DriverRun Run(Database, Files, Options, Output, Diagnostics);
  Run.selectInputs();
  Run.parse();
  Run.makeJobs();
  Run.rewriteJobs();
  Run.verify();
  Run.report();
  Run.writeSources();
  Run.printSummary();
  return Run.exitStatus();
}

} // namespace warpagg
